import type { GoalPace, GoalPeriod } from '@smartcrm/contracts';

const day = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The dates a named period covers, from the day it is set (weeks start on Monday). */
export function periodRange(
  period: Exclude<GoalPeriod, 'custom'>,
  today: string,
): { startsOn: string; endsOn: string } {
  const t = new Date(`${today}T00:00:00Z`);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth();
  switch (period) {
    case 'this_week': {
      const monday = new Date(t.getTime() - ((t.getUTCDay() + 6) % 7) * day);
      return { startsOn: iso(monday), endsOn: iso(new Date(monday.getTime() + 6 * day)) };
    }
    case 'this_month':
      return { startsOn: iso(utc(y, m, 1)), endsOn: iso(utc(y, m + 1, 0)) };
    case 'this_quarter': {
      const q = Math.floor(m / 3) * 3;
      return { startsOn: iso(utc(y, q, 1)), endsOn: iso(utc(y, q + 3, 0)) };
    }
    case 'this_year':
      return { startsOn: iso(utc(y, 0, 1)), endsOn: iso(utc(y, 11, 31)) };
  }
}

export interface Progress {
  percent: number;
  expected: number;
  pace: GoalPace;
  projected: number;
  daysLeft: number;
}

/**
 * Where a goal stands: `expected` is the target spread evenly over the period's days (today
 * counted as done); on track means at or above it. The projection carries the current
 * daily rate to the period's end.
 */
export function progress(current: number, target: number, startsOn: string, endsOn: string, today: string): Progress {
  const start = Date.parse(`${startsOn}T00:00:00Z`);
  const end = Date.parse(`${endsOn}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  const totalDays = Math.round((end - start) / day) + 1;
  const elapsed = Math.min(totalDays, Math.max(0, Math.round((now - start) / day) + 1));
  const daysLeft = Math.max(0, totalDays - elapsed);
  const expected = Math.round((target * elapsed) / totalDays);
  const projected = elapsed > 0 ? Math.round((current * totalDays) / elapsed) : 0;
  const percent = Math.min(100, Math.round((current / target) * 100));
  let pace: GoalPace;
  if (current >= target) pace = 'achieved';
  else if (now < start) pace = 'not_started';
  else if (now > end) pace = 'missed';
  else pace = current >= expected ? 'on_track' : 'behind';
  return { percent, expected, pace, projected, daysLeft };
}
