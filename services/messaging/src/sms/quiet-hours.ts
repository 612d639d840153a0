import type { QuietHours } from '@smartcrm/contracts';

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes past midnight at `at` on the wall clock of `timeZone`. */
function wallMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * When a text may leave: `now` outside quiet hours, otherwise the window's end on the wall clock
 * of its time zone (a window may span midnight, 21:00–08:00). Minute precision.
 */
export function sendableAt(now: Date, quiet: QuietHours | null): Date {
  if (!quiet) return now;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const wall = wallMinutes(now, quiet.timeZone);
  const inside = start < end ? wall >= start && wall < end : wall >= start || wall < end;
  if (!inside) return now;
  const wait = (end - wall + 1440) % 1440;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** A time zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
