import { AppError } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './cursor';

describe('keyset cursors', () => {
  it('round-trips a sort key', () => {
    const key = ['Ada Lovelace', '0f8fad5b-d9cb-469f-a165-70867728950e'];
    expect(decodeCursor(encodeCursor(key), 2)).toEqual(key);
  });

  it('refuses a cursor that is not one of ours', () => {
    for (const bad of ['', 'not base64', encodeCursor(['only one']), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(() => decodeCursor(bad, 2)).toThrow(AppError);
    }
  });

  it('gives a next cursor only when a row beyond the page was found', () => {
    const rows = ['a', 'b', 'c'];
    expect(pageOf(rows, 3, (r) => [r])).toEqual({ items: rows, nextCursor: null });
    const page = pageOf(rows, 2, (r) => [r]);
    expect(page.items).toEqual(['a', 'b']);
    expect(decodeCursor(page.nextCursor!, 1)).toEqual(['b']);
  });
});

describe('the parts of a cursor', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('takes times as Postgres and ISO write them, and real ids', () => {
    for (const time of ['2026-11-27 16:00:00.123456+00', '2026-11-27T16:00:00.123Z', '2024-02-29', 'infinity']) {
      expect(decodeCursor(encodeCursor([time, id]), ['time', 'uuid']), time).toEqual([time, id]);
    }
  });

  it('refuses a forged time or id as bad input naming the field (was a 500 from the cast in SQL)', () => {
    const forged = [
      ['2026-13-01 00:00:00+00', id],
      ['2023-02-29', id],
      ['2026-11-27 24:00:00+00', id],
      ['yesterday', id],
      ['2026-11-27', '------------------------------------'],
    ];
    for (const key of forged) {
      const error = (() => {
        try {
          decodeCursor(encodeCursor(key), ['time', 'uuid'], 'cursor');
        } catch (e) {
          return e;
        }
      })();
      expect(error, key.join(' ')).toBeInstanceOf(AppError);
      expect((error as AppError).details).toEqual({ field: 'cursor' });
    }
  });
});
