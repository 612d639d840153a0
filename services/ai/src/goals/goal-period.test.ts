import { describe, expect, it } from 'vitest';
import { periodRange, progress } from './goal-period';

describe('goal periods', () => {
  it('covers the week from Monday, the month, the quarter and the year of today', () => {
    expect(periodRange('this_week', '2026-11-22')).toEqual({ startsOn: '2026-11-16', endsOn: '2026-11-22' });
    expect(periodRange('this_week', '2026-11-16')).toEqual({ startsOn: '2026-11-16', endsOn: '2026-11-22' });
    expect(periodRange('this_month', '2026-02-10')).toEqual({ startsOn: '2026-02-01', endsOn: '2026-02-28' });
    expect(periodRange('this_quarter', '2026-11-22')).toEqual({ startsOn: '2026-10-01', endsOn: '2026-12-31' });
    expect(periodRange('this_quarter', '2026-01-01')).toEqual({ startsOn: '2026-01-01', endsOn: '2026-03-31' });
    expect(periodRange('this_year', '2026-06-30')).toEqual({ startsOn: '2026-01-01', endsOn: '2026-12-31' });
  });
});

describe('goal progress and pace', () => {
  // A 10-day period, day 5 of 10: half the target is expected by today.
  const at = (current: number, today = '2026-11-05') => progress(current, 100, '2026-11-01', '2026-11-10', today);

  it('is on track at exactly the expected figure and behind one below it', () => {
    expect(at(50)).toMatchObject({ expected: 50, pace: 'on_track', daysLeft: 5, percent: 50, projected: 100 });
    expect(at(49)).toMatchObject({ pace: 'behind', projected: 98 });
  });

  it('is achieved at the target, capped at 100 percent', () => {
    expect(at(100)).toMatchObject({ pace: 'achieved', percent: 100 });
    expect(at(150)).toMatchObject({ pace: 'achieved', percent: 100, projected: 300 });
  });

  it('has not started before its first day and is missed after its last', () => {
    expect(at(0, '2026-10-31')).toMatchObject({ pace: 'not_started', expected: 0, daysLeft: 10, projected: 0 });
    expect(at(99, '2026-11-11')).toMatchObject({ pace: 'missed', expected: 100, daysLeft: 0 });
    expect(at(100, '2026-11-11').pace).toBe('achieved');
  });

  it('counts the last day as elapsed', () => {
    expect(at(99, '2026-11-10')).toMatchObject({ pace: 'behind', expected: 100, daysLeft: 0 });
  });
});
