import { CronExpressionParser } from 'cron-parser';

/** Why a schedule's cron cannot run (five fields: minute hour day-of-month month weekday), or null. */
export function cronProblem(cron: string): string | null {
  if (cron.trim().split(/\s+/).length !== 5) return 'needs five fields: minute hour day month weekday';
  try {
    CronExpressionParser.parse(cron, { tz: 'UTC' });
    return null;
  } catch (error) {
    return `is not a valid schedule (${(error as Error).message})`;
  }
}

/** The last tick of `cron` in `timeZone` at or before `now` (a tick at `now` itself counts). */
export function latestTick(cron: string, timeZone: string, now: Date): Date {
  const parsed = CronExpressionParser.parse(cron, { tz: timeZone, currentDate: new Date(now.getTime() + 1) });
  return parsed.prev().toDate();
}
