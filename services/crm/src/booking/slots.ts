import type { AvailabilityRule, Weekday } from '@smartcrm/contracts';
import { DateTime, Interval } from 'luxon';

/** What decides when a meeting type can be booked (a meeting type's rules). */
export interface SlotRules {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeHours: number;
  maximumDaysAhead: number;
  dailyLimit: number | null;
  /** The host's IANA zone: the availability rules are wall-clock times there. */
  timeZone: string;
  availability: readonly AvailabilityRule[];
}

/** A time the host is taken, from any source (their appointments; later a synced calendar). */
export interface Busy {
  start: Date;
  end: Date;
}

export interface FreeSlot {
  start: Date;
  end: Date;
}

export interface SlotSituation {
  /** Look at starts in [from, to). */
  from: Date;
  to: Date;
  now: Date;
  busy: readonly Busy[];
  /** Bookings of this meeting type already made per host day (yyyy-MM-dd in the host's zone). */
  bookedPerDay: Readonly<Record<string, number>>;
}

const luxonWeekday: Record<Weekday, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
const minuteMs = 60_000;

/** The day (yyyy-MM-dd) an instant falls on in a zone. */
export const dayIn = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: timeZone }).toISODate() as string;

/** The instants a wall-clock range of one day covers in a zone (luxon moves a time a DST gap skips forward). */
function windowOn(date: DateTime, rule: AvailabilityRule) {
  const at = (clock: string) => {
    const [hour, minute] = clock.split(':').map(Number);
    return date.set({ hour, minute, second: 0, millisecond: 0 });
  };
  return Interval.fromDateTimes(at(rule.start), at(rule.end));
}

/**
 * The free starts of a meeting type in [from, to): back to back from each availability window's
 * start, each a whole meeting inside its window, at least the minimum notice after now and at most
 * the maximum days ahead, on a host day under its daily limit, and apart from every busy time by
 * the buffers. Windows are wall-clock times in the host's zone, so a DST change moves their instants.
 */
export function freeSlots(rules: SlotRules, situation: SlotSituation): FreeSlot[] {
  const { from, to, now, busy, bookedPerDay } = situation;
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minimumNoticeHours * 60 * minuteMs);
  const latest = Math.min(to.getTime(), now.getTime() + rules.maximumDaysAhead * 24 * 60 * minuteMs);
  const length = rules.durationMinutes * minuteMs;
  const before = rules.bufferBeforeMinutes * minuteMs;
  const after = rules.bufferAfterMinutes * minuteMs;
  const taken = (start: number) =>
    busy.some((b) => start - before < b.end.getTime() && start + length + after > b.start.getTime());

  const slots: FreeSlot[] = [];
  if (earliest >= latest) return slots;
  let day = DateTime.fromMillis(earliest, { zone: rules.timeZone }).startOf('day');
  const lastDay = DateTime.fromMillis(latest, { zone: rules.timeZone }).startOf('day');
  for (; day <= lastDay; day = day.plus({ days: 1 })) {
    const date = day.toISODate() as string;
    if (rules.dailyLimit !== null && (bookedPerDay[date] ?? 0) >= rules.dailyLimit) continue;
    const windows = rules.availability
      .filter((rule) => luxonWeekday[rule.weekday] === day.weekday)
      .map((rule) => windowOn(day, rule))
      .sort((a, b) => a.start!.toMillis() - b.start!.toMillis());
    for (const window of windows) {
      const end = window.end!.toMillis();
      for (let start = window.start!.toMillis(); start + length <= end; start += length) {
        if (start < earliest || start >= latest || taken(start)) continue;
        if (slots.some((s) => s.start.getTime() === start)) continue;
        slots.push({ start: new Date(start), end: new Date(start + length) });
      }
    }
  }
  return slots;
}

/** Slots on the visitor's days [firstDay, lastDay], each day in their zone with its slots (maybe none). */
export function slotsByVisitorDay(slots: readonly FreeSlot[], timeZone: string, firstDay: string, lastDay: string) {
  const days = new Map<string, FreeSlot[]>();
  for (let d = DateTime.fromISO(firstDay, { zone: timeZone }); d.toISODate()! <= lastDay; d = d.plus({ days: 1 })) {
    days.set(d.toISODate()!, []);
  }
  for (const slot of slots) days.get(dayIn(slot.start, timeZone))?.push(slot);
  return [...days].map(([date, list]) => ({
    date,
    slots: list.map((s) => ({ startsAt: s.start.toISOString(), endsAt: s.end.toISOString() })),
  }));
}

/** The instants of the visitor's days [firstDay, lastDay] in their zone: [start of first, start of the day after last). */
export function visitorRange(timeZone: string, firstDay: string, lastDay: string) {
  const from = DateTime.fromISO(firstDay, { zone: timeZone }).startOf('day');
  const to = DateTime.fromISO(lastDay, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  return { from: from.toJSDate(), to: to.toJSDate() };
}
