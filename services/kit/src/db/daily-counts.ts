import type { DailyCounts } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';

/**
 * Rows of `table` created on each UTC day of the last `days` (today included), for the
 * transaction's tenant (RLS). The range is on `created_at` itself so a (tenant_id, created_at)
 * index serves it; `liveOnly` matches the soft-deleting tables' partial indexes.
 */
export async function countPerDay(
  db: Kysely<any>,
  table: string,
  days: number,
  { liveOnly = false } = {},
): Promise<DailyCounts> {
  const { rows } = await sql<{ date: string; count: string }>`
    SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, count(*) AS count
      FROM ${sql.table(table)}
     WHERE created_at >= (((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int)::timestamp AT TIME ZONE 'UTC')
       ${liveOnly ? sql`AND deleted_at IS NULL` : sql``}
     GROUP BY 1
     ORDER BY 1`.execute(db);
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}
