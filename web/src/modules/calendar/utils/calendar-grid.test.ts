import { describe, expect, it } from 'vitest';
import { slotOf, startingOn, stepDate, viewDays, viewRange, viewTitle } from './calendar-grid';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('calendar grid', () => {
  it('spans whole weeks for a month, Sunday to Saturday', () => {
    const days = viewDays('month', local(2026, 3, 18));
    expect(days[0]).toEqual(local(2026, 3, 1));
    expect(days).toHaveLength(35);
    expect(days.at(-1)).toEqual(local(2026, 4, 4));
    expect(viewDays('month', local(2026, 8, 10))).toHaveLength(42);
  });

  it('gives [from, to) for a week and a day', () => {
    expect(viewRange('week', local(2026, 3, 18, 15))).toEqual({ from: local(2026, 3, 15), to: local(2026, 3, 22) });
    expect(viewRange('day', local(2026, 3, 18, 15))).toEqual({ from: local(2026, 3, 18), to: local(2026, 3, 19) });
  });

  it('steps by the view unit and names the range', () => {
    expect(stepDate('month', local(2026, 1, 31), 1)).toEqual(local(2026, 2, 28));
    expect(stepDate('week', local(2026, 3, 18), -1)).toEqual(local(2026, 3, 11));
    expect(viewTitle('week', local(2026, 3, 18))).toBe('Mar 15 – Mar 21, 2026');
    expect(viewTitle('month', local(2026, 3, 18))).toBe('March 2026');
  });

  it('places an item by its start and length, open-ended ones as half an hour', () => {
    const start = local(2026, 3, 18, 9, 30);
    const item = { startsAt: start.toISOString(), endsAt: local(2026, 3, 18, 11).toISOString() };
    expect(slotOf(item)).toEqual({ top: 570, length: 90 });
    expect(slotOf({ startsAt: start.toISOString(), endsAt: null })).toEqual({ top: 570, length: 30 });
    expect(startingOn([item], local(2026, 3, 18))).toEqual([item]);
    expect(startingOn([item], local(2026, 3, 19))).toEqual([]);
  });
});
