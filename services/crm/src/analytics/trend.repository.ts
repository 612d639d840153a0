import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { Axis } from './day-facts.sql';
import { today } from './deal-facts.sql';

/** The viewer's running day totals on one axis (0024); `day` is the UTC day counted. */
const totalsOn = (viewer: Viewer | null, axis: Axis) =>
  sql`(SELECT * FROM deal_day_totals WHERE axis = ${axis} AND ${visibleTo(viewer)})`;

/** Won revenue and won/created counts per bucket of `step` days from `start` (a YYYY-MM-DD). */
export async function trendBuckets(db: Kysely<CrmDb>, viewer: Viewer | null, start: string, step: number) {
  const { rows } = await sql<{ bucket: number; revenue: number; won: number; created: number }>`
    SELECT (day - ${start}::date) / ${step}::int AS bucket,
      coalesce(sum(value) FILTER (WHERE axis = 'closed'), 0)::float8 AS revenue,
      coalesce(sum(deals) FILTER (WHERE axis = 'closed'), 0)::int AS won,
      coalesce(sum(deals) FILTER (WHERE axis = 'created'), 0)::int AS created
    FROM deal_day_totals
    WHERE ${visibleTo(viewer)} AND day BETWEEN ${start}::date AND ${today}
      AND ((axis = 'closed' AND status = 'won') OR axis = 'created')
    GROUP BY 1`.execute(db);
  return rows;
}

/** Of the deals created since `start`: how many, and how many of them are won. */
export async function cohort(db: Kysely<CrmDb>, viewer: Viewer | null, start: string) {
  const { rows } = await sql<{ created: number; won: number }>`
    SELECT coalesce(sum(deals), 0)::int AS created, coalesce(sum(deals) FILTER (WHERE status = 'won'), 0)::int AS won
    FROM ${totalsOn(viewer, 'created')} t WHERE day >= ${start}::date`.execute(db);
  return rows[0] ?? { created: 0, won: 0 };
}

/** Won revenue per close month, from `start` (the first of a month). */
export async function wonByMonth(db: Kysely<CrmDb>, viewer: Viewer | null, start: string) {
  const { rows } = await sql<{ month: string; revenue: number; won: number }>`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(value)::float8 AS revenue, sum(deals)::int AS won
    FROM ${totalsOn(viewer, 'closed')} t WHERE status = 'won' AND day BETWEEN ${start}::date AND ${today}
    GROUP BY 1`.execute(db);
  return rows;
}

/** Open deals grouped by expected close month; deals without a date form the null group, last. */
export async function openByCloseMonth(db: Kysely<CrmDb>, viewer: Viewer | null) {
  const { rows } = await sql<{ month: string | null; count: number; value: number; weighted: number }>`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(deals)::int AS count,
      sum(value)::float8 AS value, round(sum(value_times_probability) / 100.0)::float8 AS weighted
    FROM ${totalsOn(viewer, 'expected')} t WHERE status = 'open'
    GROUP BY 1 HAVING sum(deals) > 0 ORDER BY 1 NULLS LAST`.execute(db);
  return rows;
}
