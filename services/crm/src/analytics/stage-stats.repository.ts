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
 * had that as their furthest stage, from the running totals of lost deals per set of stages
 * reached (0033), each set's furthest open stage read as the pipeline stands now.
 */
export async function lostFurthest(db: Kysely<CrmDb>, pipelineId: string, viewer: Viewer | null) {
  const { rows } = await sql<{ position: number; count: number }>`
    SELECT f.furthest AS position, sum(t.deals)::int AS count
    FROM lost_reach_totals t
    CROSS JOIN LATERAL (
      SELECT max(s.position) AS furthest FROM pipeline_stages s WHERE s.id = ANY (t.reached) AND s.kind = 'open'
    ) f
    WHERE t.pipeline_id = ${pipelineId} AND ${visibleTo(viewer)} AND t.deals > 0 AND f.furthest IS NOT NULL
    GROUP BY f.furthest`.execute(db);
  return rows;
}

/** Average days a deal spent in each stage it left, from one stage change to the next (running totals, 0033). */
export async function stageAverageDays(db: Kysely<CrmDb>, pipelineId: string, viewer: Viewer | null) {
  const { rows } = await sql<{ stage_id: string; days: number }>`
    SELECT stage_id, round(sum(days) / sum(spans), 1)::float8 AS days
    FROM stage_span_totals
    WHERE pipeline_id = ${pipelineId} AND ${visibleTo(viewer)}
    GROUP BY stage_id
    HAVING sum(spans) > 0`.execute(db);
  return rows;
}
