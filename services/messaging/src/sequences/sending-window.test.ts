import { describe, expect, it } from 'vitest';
import { dayStart, nextSendTime } from './sending-window';

const berlin = { timeZone: 'Europe/Berlin', startHour: 9, endHour: 17, weekdaysOnly: true };

describe('sending window', () => {
  it('keeps a time inside the window', () => {
    // Wednesday 2026-11-25 10:00 in Berlin (UTC+1).
    const at = new Date('2026-11-25T09:00:00Z');
    expect(nextSendTime(at, berlin)).toEqual(at);
  });

  it('moves a time before the window to its start that day, and after it to the next day’s start', () => {
    expect(nextSendTime(new Date('2026-11-25T06:00:00Z'), berlin)).toEqual(new Date('2026-11-25T08:00:00Z'));
    expect(nextSendTime(new Date('2026-11-25T16:00:00Z'), berlin)).toEqual(new Date('2026-11-26T08:00:00Z'));
    // 16:59:59 local is inside, 17:00 is not (the end hour is exclusive).
    expect(nextSendTime(new Date('2026-11-25T15:59:59Z'), berlin)).toEqual(new Date('2026-11-25T15:59:59Z'));
  });

  it('skips the weekend when weekdays only, and sends on it otherwise', () => {
    // Friday 2026-11-27 18:00 Berlin → Monday 09:00.
    expect(nextSendTime(new Date('2026-11-27T17:00:00Z'), berlin)).toEqual(new Date('2026-11-30T08:00:00Z'));
    expect(nextSendTime(new Date('2026-11-27T17:00:00Z'), { ...berlin, weekdaysOnly: false })).toEqual(
      new Date('2026-11-28T08:00:00Z'),
    );
  });

  it('follows the zone across a daylight-saving change and zones west of UTC', () => {
    // Berlin moves to UTC+2 on Sunday 2026-03-29: Monday's 09:00 is 07:00 UTC.
    expect(nextSendTime(new Date('2026-03-27T17:00:00Z'), berlin)).toEqual(new Date('2026-03-30T07:00:00Z'));
    const ny = { timeZone: 'America/New_York', startHour: 8, endHour: 18, weekdaysOnly: false };
    // 02:00 UTC on the 25th is 21:00 on the 24th in New York → 08:00 on the 25th (13:00 UTC).
    expect(nextSendTime(new Date('2026-11-25T02:00:00Z'), ny)).toEqual(new Date('2026-11-25T13:00:00Z'));
  });

  it('gives the local midnight a day of sending is counted from', () => {
    expect(dayStart(new Date('2026-11-25T09:00:00Z'), 'Europe/Berlin')).toEqual(new Date('2026-11-24T23:00:00Z'));
  });
});
