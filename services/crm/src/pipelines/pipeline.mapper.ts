import type { Pipeline, PipelineStage } from '@smartcrm/contracts';
import type { PipelineRow, StageRow } from './pipeline.repository';

export const toStage = (row: StageRow): PipelineStage => ({
  id: row.id,
  pipelineId: row.pipeline_id,
  name: row.name,
  key: row.key,
  position: row.position,
  defaultProbability: row.default_probability,
  kind: row.kind,
  dealCount: row.deal_count,
});

export const toPipeline = (row: PipelineRow, stages: StageRow[]): Pipeline => ({
  id: row.id,
  name: row.name,
  isDefault: row.is_default,
  position: row.position,
  version: row.version,
  stages: stages.filter((s) => s.pipeline_id === row.id).map(toStage),
});
