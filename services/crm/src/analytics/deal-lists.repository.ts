import type { AnalyticsDeal, DealSegment } from '@smartcrm/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import { ageDays, idleDays, segmentCondition } from './deal-facts.sql';

/** How a capped list puts its most telling deals first: each the order of an index (0003, 0024, 0026). */
export const listOrders = {
  value: sql`deals.value DESC, deals.id DESC`,
  idle: sql`deals.updated_at ASC, deals.id`,
  newest: sql`deals.created_at DESC, deals.id DESC`,
  closed: sql`deals.actual_close_date DESC NULLS LAST, deals.value DESC, deals.id DESC`,
} as const;
export type ListOrder = keyof typeof listOrders;

/**
 * Segments whose deals were all updated in the last few days (low risk: idle under 3 days). In
 * value order, their deals are found first through the update-time index (0024, which carries
 * the value) and then ranked: walking the value index instead reads every deal when few qualify.
 */
const foundByUpdate = new Set<DealSegment>(['low-risk']);

/** The first `limit` deals of a segment (the count of all of them comes from the summary). */
export async function dealsIn(
  db: Kysely<CrmDb>,
  viewer: Viewer | null,
  segment: DealSegment | RawBuilder<SqlBool>,
  order: ListOrder,
  limit: number,
): Promise<AnalyticsDeal[]> {
  const condition = typeof segment === 'string' ? segmentCondition[segment] : segment;
  const picked =
    typeof segment === 'string' && foundByUpdate.has(segment) && order === 'value'
      ? sql`deals.id IN (
          WITH found AS MATERIALIZED (
            SELECT deals.id, deals.value FROM deals WHERE deals.deleted_at IS NULL AND ${visibleTo(viewer)} AND ${condition}
          )
          SELECT id FROM found ORDER BY value DESC, id DESC LIMIT ${limit})`
      : condition;
  const { rows } = await sql<AnalyticsDeal>`
    SELECT deals.id, deals.title, deals.value::float8 AS value, deals.probability, deals.status,
      s.name AS "stageName", deals.contact_id AS "contactId",
      (SELECT c.name FROM contacts c WHERE c.tenant_id = deals.tenant_id AND c.id = deals.contact_id
        AND c.deleted_at IS NULL) AS "contactName",
      ${idleDays} AS "idleDays", ${ageDays} AS "ageDays",
      deals.expected_close_date::text AS "expectedCloseDate", deals.actual_close_date::text AS "actualCloseDate"
    FROM deals
    JOIN pipeline_stages s ON s.tenant_id = deals.tenant_id AND s.id = deals.stage_id
    WHERE deals.deleted_at IS NULL AND ${visibleTo(viewer)} AND ${picked}
    ORDER BY ${listOrders[order]}
    LIMIT ${limit}`.execute(db);
  return rows;
}
