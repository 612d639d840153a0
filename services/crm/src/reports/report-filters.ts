import type { FilterCondition, FilterGroup, ReportField, ReportObject, ReportSpec } from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';
import { columnOf, fieldOf, localTime } from './report-columns';

type Sql = RawBuilder<unknown>;
type Period = { period: string; days?: number | undefined };

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
/** `%`, `_` and `\` in a "contains" filter are the user's characters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A parameter compared with a field's column, cast to its type. */
export function param(field: ReportField, value: unknown, timeZone: string): Sql {
  switch (field.kind) {
    case 'number':
      return sql`${value}::numeric`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'reference':
      return sql`${value}::uuid`;
    case 'date':
      if (field.day) return sql`${String(value).slice(0, 10)}::date`;
      // A bare day is midnight of the report's zone; a full timestamp is taken as it is.
      return dayOnly.test(String(value))
        ? sql`(${value}::timestamp AT TIME ZONE ${timeZone}::text)`
        : sql`${value}::timestamptz`;
    default:
      return sql`${value}::text`;
  }
}

/**
 * A relative period as [start, end) wall-clock times of the report's zone: today, this week
 * (from Monday), month, quarter, year, or the last n days including today.
 */
function periodRange(period: Period, timeZone: string): [Sql, Sql] {
  const today = sql`date_trunc('day', now() AT TIME ZONE ${timeZone}::text)`;
  if (period.period === 'last_n_days') {
    return [
      sql`(${today} - make_interval(days => ${(period.days ?? 1) - 1}::int))`,
      sql`(${today} + interval '1 day')`,
    ];
  }
  const unit = { today: 'day', this_week: 'week', this_month: 'month', this_quarter: 'quarter', this_year: 'year' }[
    period.period
  ] as string;
  const start = sql`date_trunc(${unit}::text, now() AT TIME ZONE ${timeZone}::text)`;
  return [start, sql`(${start} + ${`1 ${unit}`}::interval)`];
}

function condition(object: ReportObject, c: FilterCondition, timeZone: string): Sql {
  const field = fieldOf(object, c.field);
  const column = columnOf(object, field);
  const value = c.value;
  switch (c.operator) {
    case 'is_empty':
      return field.kind === 'text' || field.kind === 'category'
        ? sql`(${column} IS NULL OR ${column} = '')`
        : sql`${column} IS NULL`;
    case 'is_not_empty':
      return field.kind === 'text' || field.kind === 'category'
        ? sql`(${column} IS NOT NULL AND ${column} <> '')`
        : sql`${column} IS NOT NULL`;
    case 'in_period': {
      const [start, end] = periodRange(value as Period, timeZone);
      const local = localTime(object, field, timeZone);
      return sql`(${local} >= ${start} AND ${local} < ${end})`;
    }
    case 'contains':
      return sql`${column} ILIKE ${`%${likeEscaped(String(value))}%`} ESCAPE '\\'`;
    case 'in':
    case 'not_in': {
      const list = sql`ANY(ARRAY[${sql.join((value as unknown[]).map((v) => param(field, v, timeZone)))}])`;
      return c.operator === 'in' ? sql`${column} = ${list}` : sql`(${column} IS NULL OR NOT (${column} = ${list}))`;
    }
    case 'neq':
      return sql`${column} IS DISTINCT FROM ${param(field, value, timeZone)}`;
    default: {
      const op = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' }[c.operator];
      return sql`${column} ${sql.raw(op)} ${param(field, value, timeZone)}`;
    }
  }
}

function group(object: ReportObject, g: Pick<FilterGroup, 'match'> & { conditions: unknown[] }, timeZone: string): Sql {
  const parts = (g.conditions as (FilterCondition | FilterGroup)[]).map((c) =>
    'field' in c ? condition(object, c, timeZone) : group(object, c, timeZone),
  );
  if (parts.length === 0) return sql`true`;
  return sql`(${sql.join(parts, sql.raw(g.match === 'any' ? ' OR ' : ' AND '))})`;
}

/** The spec's filters as one condition (true when it has none). */
export const filterCondition = (spec: ReportSpec) => group(spec.object, spec.filters, spec.timeZone);
