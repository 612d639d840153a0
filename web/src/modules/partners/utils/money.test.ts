import { describe, expect, it } from 'vitest';
import { dollarsAndCents, monthName, monthsAgo, wholeDollars } from './money';

describe('money and months', () => {
  it('shows whole dollars and cents', () => {
    expect(wholeDollars(1234)).toBe('$1,234');
    expect(dollarsAndCents(870)).toBe('$8.70');
    expect(dollarsAndCents(123456)).toBe('$1,234.56');
    expect(dollarsAndCents(0)).toBe('$0.00');
  });

  it('names months and counts back across a year end', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    const now = new Date('2026-02-15T12:00:00Z');
    expect([monthsAgo(0, now), monthsAgo(2, now), monthsAgo(13, now)]).toEqual(['2026-02', '2025-12', '2025-01']);
  });
});
