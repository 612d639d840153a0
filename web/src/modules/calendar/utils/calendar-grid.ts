import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type CalendarView = 'month' | 'week' | 'day';
export const calendarViews: CalendarView[] = ['month', 'week', 'day'];

/** The range a view shows, as [from, to) in local time: month views span whole weeks (six at most). */
export function viewRange(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  if (view === 'day') return { from: startOfDay(anchor), to: addDays(startOfDay(anchor), 1) };
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 7) };
  }
  return { from: startOfWeek(startOfMonth(anchor)), to: addDays(endOfWeek(endOfMonth(anchor)), 1) };
}

/** The days of the view, in order (a month view's weeks are rows of seven). */
export const viewDays = (view: CalendarView, anchor: Date): Date[] => {
  const { from, to } = viewRange(view, anchor);
  return eachDayOfInterval({ start: from, end: addDays(to, -1) });
};

/** One step back or forward in the view's own unit. */
export function stepDate(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === 'month') return addMonths(anchor, step);
  if (view === 'week') return addWeeks(anchor, step);
  return addDays(anchor, step);
}

export function viewTitle(view: CalendarView, anchor: Date): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  if (view === 'day') return format(anchor, 'EEEE, MMMM d, yyyy');
  const { from, to } = viewRange('week', anchor);
  return `${format(from, 'MMM d')} – ${format(addDays(to, -1), 'MMM d, yyyy')}`;
}

/** The items that start on a given local day, by start. */
export const startingOn = <T extends { startsAt: string }>(items: T[], day: Date): T[] =>
  items.filter((item) => isSameDay(parseISO(item.startsAt), day));

/** Minutes from the day's midnight to the item's start and its length (30 minutes when open-ended). */
export function slotOf(item: { startsAt: string; endsAt: string | null }): { top: number; length: number } {
  const start = parseISO(item.startsAt);
  const top = start.getHours() * 60 + start.getMinutes();
  const end = item.endsAt ? parseISO(item.endsAt) : null;
  const length = end ? Math.max(15, Math.min(24 * 60 - top, (end.getTime() - start.getTime()) / 60_000)) : 30;
  return { top, length };
}
