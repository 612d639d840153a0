const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601 or Postgres' own timestamptz text ('2026-11-27 16:00:00.123456+00').
const timestamp =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export const isUuid = (value: string): boolean => uuid.test(value);

/**
 * A date or time Postgres reads as timestamptz or date: a real calendar day (no 30 February), hours
 * to 23, minutes and seconds to 59, or ±infinity (the sort keys that put a missing date last use it).
 */
export function isTimestampText(value: string): boolean {
  if (value === 'infinity' || value === '-infinity') return true;
  const match = timestamp.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((p) => (p ? Number(p) : undefined));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  date.setUTCFullYear(year!);
  const realDay = date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && year! >= 1;
  return realDay && hour <= 23 && minute <= 59 && second <= 59;
}
