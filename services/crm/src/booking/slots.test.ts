import { describe, expect, it } from 'vitest';
import { freeSlots, type SlotRules, slotsByVisitorDay, visitorRange } from './slots';

const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  maximumDaysAhead: 365,
  dailyLimit: null,
  timeZone: 'Europe/Berlin',
  availability: [{ weekday: 'mon', start: '09:00', end: '12:00' }],
  ...over,
});
const at = (iso: string) => new Date(iso);
const starts = (r: SlotRules, from: string, to: string, over: Record<string, unknown> = {}) =>
  freeSlots(r, {
    from: at(from),
    to: at(to),
    now: at('2026-01-01T00:00:00Z'),
    busy: [],
    bookedPerDay: {},
    ...over,
  }).map((s) => s.start.toISOString());

describe('free slots of a meeting type', () => {
  it('offers back-to-back meetings inside the weekday window, in the host’s zone', () => {
    // Monday 2 February 2026, Berlin is UTC+1.
    expect(starts(rules(), '2026-02-01T00:00:00Z', '2026-02-08T00:00:00Z')).toEqual([
      '2026-02-02T08:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
      '2026-02-02T10:00:00.000Z',
    ]);
  });

  it('keeps wall-clock hours across a DST change (Berlin springs forward on 29 March 2026)', () => {
    const r = rules({
      availability: [
        { weekday: 'fri', start: '09:00', end: '10:00' },
        { weekday: 'mon', start: '09:00', end: '10:00' },
      ],
    });
    expect(starts(r, '2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('counts real hours in a window the DST gap shortens', () => {
    // 01:00–04:00 on the night 02:00 becomes 03:00: two real hours, meetings at 01:00 CET and 03:00 CEST.
    const r = rules({ availability: [{ weekday: 'sun', start: '01:00', end: '04:00' }] });
    expect(starts(r, '2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z')).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
  });

  it('keeps the buffers before and after clear of busy times', () => {
    const r = rules({ durationMinutes: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    // Busy 10:00–11:00 Berlin: 09:30 would run into it with its buffer after, 11:00 with its buffer before.
    const busy = [{ start: at('2026-02-02T09:00:00Z'), end: at('2026-02-02T10:00:00Z') }];
    expect(starts(r, '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z', { busy })).toEqual([
      '2026-02-02T08:00:00.000Z',
      '2026-02-02T10:30:00.000Z',
    ]);
    // Without buffers the meetings touch the busy time on both sides.
    expect(starts(rules({ durationMinutes: 30 }), '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z', { busy })).toEqual([
      '2026-02-02T08:00:00.000Z',
      '2026-02-02T08:30:00.000Z',
      '2026-02-02T10:00:00.000Z',
      '2026-02-02T10:30:00.000Z',
    ]);
  });

  it('starts no sooner than the minimum notice and no later than the maximum days ahead', () => {
    const r = rules({ minimumNoticeHours: 2, maximumDaysAhead: 7 });
    const now = at('2026-02-02T07:30:00Z');
    const list = freeSlots(r, { from: now, to: at('2026-03-01T00:00:00Z'), now, busy: [], bookedPerDay: {} });
    // 09:00 and 10:00 Berlin are less than two hours away; next Monday is past the seven days.
    expect(list.map((s) => s.start.toISOString())).toEqual(['2026-02-02T10:00:00.000Z']);
  });

  it('skips a host day whose daily limit is reached', () => {
    const r = rules({ dailyLimit: 2, availability: [{ weekday: 'mon', start: '09:00', end: '10:00' }] });
    const bookedPerDay = { '2026-02-02': 2, '2026-02-09': 1 };
    expect(starts(r, '2026-02-01T00:00:00Z', '2026-02-10T00:00:00Z', { bookedPerDay })).toEqual([
      '2026-02-09T08:00:00.000Z',
    ]);
  });

  it('groups slots by the visitor’s own days', () => {
    // 08:00 Berlin on Monday is still Sunday evening in Los Angeles.
    const list = freeSlots(rules({ availability: [{ weekday: 'mon', start: '08:00', end: '10:00' }] }), {
      ...visitorRange('America/Los_Angeles', '2026-02-01', '2026-02-02'),
      now: at('2026-01-01T00:00:00Z'),
      busy: [],
      bookedPerDay: {},
    });
    expect(slotsByVisitorDay(list, 'America/Los_Angeles', '2026-02-01', '2026-02-02')).toEqual([
      { date: '2026-02-01', slots: [{ startsAt: '2026-02-02T07:00:00.000Z', endsAt: '2026-02-02T08:00:00.000Z' }] },
      { date: '2026-02-02', slots: [{ startsAt: '2026-02-02T08:00:00.000Z', endsAt: '2026-02-02T09:00:00.000Z' }] },
    ]);
  });
});
