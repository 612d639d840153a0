import { type Kysely, type Selectable, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { PipelinesTable, PipelineStagesTable } from './pipeline.table';
import { defaultPipelineName, defaultStages } from './default-stages';

type Db = Kysely<CrmDb>;
export type PipelineRow = Selectable<PipelinesTable>;
export type StageRow = Selectable<PipelineStagesTable> & { deal_count: number };

/**
 * The tenant's default pipeline, created on first use. Two first uses at once meet at the
 * partial unique index: the later insert waits, then does nothing and reads the winner's row.
 * The pipeline and its stages are made by one statement, so a caller outside a transaction
 * (the analytics reads) never leaves a pipeline without stages.
 */
export async function ensureDefaultPipeline(db: Db, tenantId: string): Promise<string> {
  const findDefault = () => db.selectFrom('pipelines').select('id').where('is_default', '=', true).executeTakeFirst();
  const existing = await findDefault();
  if (existing) return existing.id;
  const stages = defaultStages.map((stage, position) => ({
    name: stage.name,
    key: stage.key,
    position,
    default_probability: stage.defaultProbability,
    kind: stage.kind,
  }));
  const { rows } = await sql<{ id: string }>`
    WITH created AS (
      INSERT INTO pipelines (tenant_id, name, is_default) VALUES (${tenantId}, ${defaultPipelineName}, true)
      ON CONFLICT (tenant_id) WHERE is_default DO NOTHING
      RETURNING tenant_id, id
    ), stages AS (
      INSERT INTO pipeline_stages (tenant_id, pipeline_id, name, key, position, default_probability, kind)
      SELECT created.tenant_id, created.id, s.name, s.key, s.position, s.default_probability, s.kind
      FROM created, jsonb_to_recordset(${JSON.stringify(stages)}::jsonb)
        AS s (name text, key text, position int, default_probability smallint, kind text)
    )
    SELECT id FROM created`.execute(db);
  return rows[0]?.id ?? (await findDefault())!.id;
}

export const listPipelineRows = (db: Db) =>
  db.selectFrom('pipelines').selectAll().orderBy('position').orderBy('created_at').execute();

export const findPipelineRow = (db: Db, id: string, { lock = false } = {}) => {
  const query = db.selectFrom('pipelines').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

/** Stages in board order, each with its count of live deals (from the running totals, not a count of deals). */
export const listStageRows = (db: Db, pipelineId?: string): Promise<StageRow[]> => {
  let query = db
    .selectFrom('pipeline_stages as s')
    .selectAll('s')
    .select(
      sql<number>`(SELECT coalesce(sum(t.deals), 0) FROM deal_stage_totals t
        WHERE t.tenant_id = s.tenant_id AND t.pipeline_id = s.pipeline_id AND t.stage_id = s.id)::int`.as('deal_count'),
    );
  if (pipelineId) query = query.where('s.pipeline_id', '=', pipelineId);
  return query.orderBy('s.pipeline_id').orderBy('s.position').execute();
};

export const findStageRow = (db: Db, id: string) =>
  db.selectFrom('pipeline_stages').selectAll().where('id', '=', id).executeTakeFirst();

/** Several stages in one round trip (a deal's stage and the one it moves to). */
export const findStageRows = (db: Db, ids: string[]) =>
  db.selectFrom('pipeline_stages').selectAll().where('id', 'in', ids).execute();

export const bumpPipelineVersion = (db: Db, id: string) =>
  db
    .updateTable('pipelines')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
