import { describe, expect, it } from 'vitest';
import { isDatabaseFull, isDatabaseTooSlow, isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or cut off', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves the errors of a request itself alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isDatabaseTooSlow', () => {
  it('recognises a statement or lock wait cancelled for time, and a pool that had no connection in time', () => {
    expect(isDatabaseTooSlow(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDatabaseTooSlow(withCode('canceling statement due to lock timeout', '55P03'))).toBe(true);
    expect(isDatabaseTooSlow(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves a database that is away, and the errors of a request itself, to others', () => {
    expect(isDatabaseTooSlow(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(false);
    expect(isDatabaseTooSlow(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseTooSlow('57014')).toBe(false);
  });
});

describe('isDatabaseFull', () => {
  it('recognises a write Postgres had no disk space for, and nothing else', () => {
    expect(isDatabaseFull(withCode('could not extend file "base/16384/16500": No space left on device', '53100'))).toBe(
      true,
    );
    expect(isDatabaseFull(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseFull(new Error('No space left on device'))).toBe(false);
  });
});
