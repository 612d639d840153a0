import { describe, expect, it } from 'vitest';
import { cronProblem, latestTick } from './cron';

describe('schedule cron', () => {
  it('takes five fields and refuses the rest, saying why', () => {
    expect(cronProblem('0 9 * * 1-5')).toBeNull();
    expect(cronProblem('*/15 * * * *')).toBeNull();
    expect(cronProblem('* * *')).toMatch(/five fields/);
    expect(cronProblem('0 0 9 * * 1')).toMatch(/five fields/);
    expect(cronProblem('61 * * * *')).toMatch(/not a valid schedule/);
    expect(cronProblem('0 9 * * funday')).toMatch(/not a valid schedule/);
  });

  it("finds the last tick in the schedule's time zone", () => {
    // Monday 09:00 in Berlin (UTC+1 in November) is 08:00 UTC.
    const monday9 = '0 9 * * 1';
    expect(latestTick(monday9, 'Europe/Berlin', new Date('2026-11-30T08:00:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    expect(latestTick(monday9, 'Europe/Berlin', new Date('2026-11-30T07:59:59Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(latestTick(monday9, 'America/New_York', new Date('2026-11-30T15:00:00Z')).toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
  });

  it('gives the same tick to every instance within the same minute', () => {
    const a = latestTick('* * * * *', 'UTC', new Date('2026-11-30T08:00:01Z'));
    const b = latestTick('* * * * *', 'UTC', new Date('2026-11-30T08:00:59.999Z'));
    expect(a.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(b).toEqual(a);
  });
});
