import { describe, expect, it } from 'vitest';
import { isLocked, lockedMessage } from './lockout';

const now = new Date('2025-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('account lockout', () => {
  it('is locked only while the lock lies in the future', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(at(-1), now)).toBe(false);
    expect(isLocked(at(0), now)).toBe(false);
    expect(isLocked(at(1), now)).toBe(true);
  });

  it('rounds the minutes left up, and says one minute rather than none', () => {
    expect(lockedMessage(at(15 * 60_000), now)).toContain('locked for 15 more minutes');
    expect(lockedMessage(at(14 * 60_000 + 1), now)).toContain('locked for 15 more minutes');
    expect(lockedMessage(at(1000), now)).toContain('locked for 1 more minute.');
    expect(lockedMessage(at(-1000), now)).toContain('locked for 1 more minute.');
  });
});
