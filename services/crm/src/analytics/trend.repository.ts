import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import { segmentCondition as s, today } from './deal-facts.sql';

const createdDay = sql`(deals.created_at at time zone 'utc')::date`;

/** Won revenue and won/created counts per bucket of `step` days from `start` (a YYYY-MM-DD). */
export async function trendBuckets(db: Kysely<CrmDb>, viewer: Viewer | null, start: string, step: number) {
  const { rows } = await sql<{ bucket: number; revenue: number; won: number; created: number }>`
    SELECT bucket, sum(revenue)::float8 AS revenue, sum(won)::int AS won, sum(created)::int AS created FROM (
      SELECT (actual_close_date - ${start}::date) / ${step}::int AS bucket, value AS revenue, 1 AS won, 0 AS created
      FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} AND ${s.won}
        AND actual_close_date BETWEEN ${start}::date AND ${today}
      UNION ALL
      SELECT (${createdDay} - ${start}::date) / ${step}::int, 0, 0, 1
      FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} AND deals.created_at >= ${start}::date
    ) facts GROUP BY bucket`.execute(db);
  return rows;
}

/** Of the deals created since `start`: how many, and how many of them are won. */
export async function cohort(db: Kysely<CrmDb>, viewer: Viewer | null, start: string) {
  const { rows } = await sql<{ created: number; won: number }>`
    SELECT count(*)::int AS created, count(*) FILTER (WHERE ${s.won})::int AS won
    FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} AND deals.created_at >= ${start}::date`.execute(db);
  return rows[0] ?? { created: 0, won: 0 };
}

/** Won revenue per close month, from `start` (the first of a month). */
export async function wonByMonth(db: Kysely<CrmDb>, viewer: Viewer | null, start: string) {
  const { rows } = await sql<{ month: string; revenue: number; won: number }>`
    SELECT to_char(actual_close_date, 'YYYY-MM') AS month, sum(value)::float8 AS revenue, count(*)::int AS won
    FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} AND ${s.won}
      AND actual_close_date BETWEEN ${start}::date AND ${today}
    GROUP BY 1`.execute(db);
  return rows;
}

/** Open deals grouped by expected close month; deals without a date form the null group, last. */
export async function openByCloseMonth(db: Kysely<CrmDb>, viewer: Viewer | null) {
  const { rows } = await sql<{ month: string | null; count: number; value: number; weighted: number }>`
    SELECT to_char(expected_close_date, 'YYYY-MM') AS month, count(*)::int AS count,
      sum(value)::float8 AS value, round(sum(value::numeric * probability) / 100)::float8 AS weighted
    FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} AND ${s.active}
    GROUP BY 1 ORDER BY 1 NULLS LAST`.execute(db);
  return rows;
}

export async function contactCount(db: Kysely<CrmDb>, viewer: Viewer | null) {
  const { rows } = await sql<{ count: number }>`
    SELECT coalesce(sum(contacts), 0)::int AS count FROM contact_owner_totals WHERE ${visibleTo(viewer)}`.execute(db);
  return rows[0]?.count ?? 0;
}
