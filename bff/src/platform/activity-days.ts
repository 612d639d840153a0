import type { ActivityDay, DailyCounts } from '@smartcrm/contracts';

type Series = Omit<ActivityDay, 'date'>;

/** The last `days` UTC dates (`YYYY-MM-DD`), oldest first, ending on `today`. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Lays the services' sparse per-day counts over every day of the range; a day without rows counts 0. */
export function activityDays(dates: string[], series: Record<keyof Series, DailyCounts>): ActivityDay[] {
  const lookups = Object.entries(series).map(
    ([name, counts]) => [name, new Map(counts.map((c) => [c.date, c.count]))] as const,
  );
  return dates.map((date) => {
    const day = { date } as ActivityDay;
    for (const [name, counts] of lookups) day[name as keyof Series] = counts.get(date) ?? 0;
    return day;
  });
}
