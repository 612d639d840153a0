import type { DateFormat } from '@smartcrm/contracts';

const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}T00:00:00.000Z`;
}

/**
 * A spreadsheet date as an ISO timestamp, or null when it is no date. Each value is read on its
 * own where it can be read one way only: 31/12/2024 is day-first and 12/31/2024 month-first
 * whatever `format` says; `format` (the order detected in the file, or chosen) settles only the
 * ambiguous ones such as 02/07/2020. ISO dates (2024-12-31, with or without a time) are ISO.
 */
export function parseImportDate(text: string, format: DateFormat): string | null {
  const value = text.trim();
  const iso = isoDate.exec(value);
  if (iso) {
    if (value.length === 10) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const text = value.replace(' ', 'T');
    const time = Date.parse(text);
    if (Number.isNaN(time)) return null;
    // With its zone the text is exact, to the microsecond as Postgres (and so our exports) writes it.
    return /(?:Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : new Date(time).toISOString();
  }
  const parts = numeric.exec(value);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const dayFirst = first > 12 || (second <= 12 && format === 'day-first');
  return dayFirst ? calendarDate(year, second, first) : calendarDate(year, first, second);
}

/**
 * The order the sample's dates are written in: a first part above 12 can only be a day, a
 * second part above 12 only a day too. Without such evidence, day-first (most of the world).
 */
export function detectDateFormat(values: readonly string[]): DateFormat {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const value of values) {
    const parts = numeric.exec(value.trim());
    if (!parts) continue;
    if (Number(parts[1]) > 12) dayFirst++;
    else if (Number(parts[2]) > 12) monthFirst++;
  }
  return monthFirst > dayFirst ? 'month-first' : 'day-first';
}
