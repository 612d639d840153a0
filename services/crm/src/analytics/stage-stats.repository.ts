import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

export interface StageCountRow {
  stage_id: string;
  name: string;
  kind: 'open' | 'won' | 'lost';
  position: number;
  count: number;
  value: number;
}

/** Each stage of the pipeline in order, with its live deals' count and value (from the running totals). */
export async function stageCounts(db: Kysely<CrmDb>, pipelineId: string, viewer: Viewer | null) {
  const { rows } = await sql<StageCountRow>`
    SELECT s.id AS stage_id, s.name, s.kind, s.position,
      coalesce(t.count, 0)::int AS count, coalesce(t.value, 0)::float8 AS value
    FROM pipeline_stages s
    LEFT JOIN (
      SELECT stage_id, sum(deals) AS count, sum(value) AS value FROM deal_stage_totals
      WHERE pipeline_id = ${pipelineId} AND ${visibleTo(viewer)}
      GROUP BY stage_id
    ) t ON t.stage_id = s.id
    WHERE s.pipeline_id = ${pipelineId}
    ORDER BY s.position`.execute(db);
  return rows;
}

/**
 * How far lost deals got before they were lost: per open-stage position, how many lost deals
 * had that as their furthest stage (read from the stage-change history).
 */
export async function lostFurthest(db: Kysely<CrmDb>, pipelineId: string, viewer: Viewer | null) {
  const { rows } = await sql<{ position: number; count: number }>`
    SELECT furthest AS position, count(*)::int AS count FROM (
      SELECT max(s.position) AS furthest
      FROM deals
      JOIN deal_stage_changes c ON c.tenant_id = deals.tenant_id AND c.deal_id = deals.id
      JOIN pipeline_stages s ON s.tenant_id = c.tenant_id AND s.id = c.to_stage_id AND s.kind = 'open'
      WHERE deals.deleted_at IS NULL AND deals.status = 'lost' AND deals.pipeline_id = ${pipelineId}
        AND ${visibleTo(viewer)}
      GROUP BY deals.id
    ) f GROUP BY furthest`.execute(db);
  return rows;
}

/** Average days a deal spent in each stage it left: from one stage change to the next. */
export async function stageAverageDays(db: Kysely<CrmDb>, pipelineId: string, viewer: Viewer | null) {
  const { rows } = await sql<{ stage_id: string; days: number }>`
    SELECT stage_id, round(avg(extract(epoch from (left_at - changed_at)) / 86400)::numeric, 1)::float8 AS days
    FROM (
      SELECT c.to_stage_id AS stage_id, c.changed_at,
        lead(c.changed_at) OVER (PARTITION BY c.deal_id ORDER BY c.changed_at) AS left_at
      FROM deals
      JOIN deal_stage_changes c ON c.tenant_id = deals.tenant_id AND c.deal_id = deals.id
      WHERE deals.deleted_at IS NULL AND deals.pipeline_id = ${pipelineId} AND ${visibleTo(viewer)}
    ) spans
    WHERE left_at IS NOT NULL
    GROUP BY stage_id`.execute(db);
  return rows;
}
