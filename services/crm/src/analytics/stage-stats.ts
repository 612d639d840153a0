import { type StageStat, stageFunnel } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline } from '../pipelines/pipeline.repository';
import type { Viewer } from '../visibility/visibility.repository';
import { lostFurthest, stageAverageDays, stageCounts } from './stage-stats.repository';

/**
 * The default pipeline's stages in order with counts, values and the stage-to-stage funnel;
 * with `withDurations`, also the average days spent in each stage. All from running totals (0016, 0033).
 */
export async function stageStats(
  db: Kysely<CrmDb>,
  tenantId: string,
  viewer: Viewer | null,
  withDurations = false,
): Promise<StageStat[]> {
  const pipelineId = await ensureDefaultPipeline(db, tenantId);
  const counts = await stageCounts(db, pipelineId, viewer);
  const lost = await lostFurthest(db, pipelineId, viewer);
  const durations = withDurations ? await stageAverageDays(db, pipelineId, viewer) : [];
  const funnel = stageFunnel(counts, lost);
  return counts.map((row, i) => ({
    stageId: row.stage_id,
    name: row.name,
    kind: row.kind,
    count: row.count,
    value: row.value,
    reached: funnel[i]?.reached ?? 0,
    conversion: funnel[i]?.conversion ?? null,
    averageDays: durations.find((d) => d.stage_id === row.stage_id)?.days ?? null,
  }));
}
