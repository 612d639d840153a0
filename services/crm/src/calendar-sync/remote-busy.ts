import ICAL from 'ical.js';
import { isOwnUid } from './ical-event';

/** One occurrence of a remote event that makes its owner busy. */
export interface RemoteBusy {
  uid: string;
  start: Date;
  end: Date;
  title: string | null;
}

export interface Window {
  from: Date;
  to: Date;
}

/** A daily event for years would be thousands of occurrences: the window is walked, never past this. */
const maxOccurrences = 5000;

/**
 * Whether an occurrence takes time: not cancelled, not marked free (TRANSP:TRANSPARENT), and at
 * a time of day (an all-day date is a reminder or a holiday, free unless it says otherwise, as
 * the common calendar apps treat it).
 */
function takesTime(item: ICAL.Event): boolean {
  const c = item.component;
  const status = String(c.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(c.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT' && !item.startDate.isDate;
}

/**
 * The busy occurrences of one calendar object overlapping the window: recurring events expanded
 * (RRULE, RDATE, EXDATE, and moved or cancelled instances), times in the zones the object
 * defines, and events the CRM wrote itself left out (they are its appointments already).
 */
export function remoteBusy(ics: string, { from, to }: Window): RemoteBusy[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const busy: RemoteBusy[] = [];
  const add = (uid: string, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!takesTime(item)) return;
    const s = start.toJSDate();
    const e = new Date(Math.max(s.getTime(), end.toJSDate().getTime()));
    if (s < to && e > from) busy.push({ uid, start: s, end: e, title: item.summary || null });
  };
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const masters = events.filter((e) => !e.isRecurrenceException());
  for (const event of masters) {
    if (isOwnUid(event.uid)) continue;
    if (!event.isRecurring()) {
      add(event.uid, event, event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let i = 0, next = occurrences.next(); next && i < maxOccurrences; i++, next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      if (details.startDate.toJSDate() >= to) break;
      add(event.uid, details.item, details.startDate, details.endDate);
    }
  }
  // A moved instance sent without its series (a server may answer a time-range query so).
  const withMaster = new Set(masters.map((e) => e.uid));
  for (const lone of events.filter((e) => e.isRecurrenceException() && !withMaster.has(e.uid))) {
    if (!isOwnUid(lone.uid)) add(lone.uid, lone, lone.startDate, lone.endDate);
  }
  return busy;
}
