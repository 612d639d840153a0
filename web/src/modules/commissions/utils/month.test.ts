import { describe, expect, it } from 'vitest';
import { monthPeriod, thisMonth } from './month';

describe('monthPeriod', () => {
  it.each([
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthPeriod(month)).toEqual({ from, to });
  });

  it('names the current month in UTC', () => {
    expect(thisMonth(new Date('2026-11-30T23:59:00Z'))).toBe('2026-11');
  });
});
