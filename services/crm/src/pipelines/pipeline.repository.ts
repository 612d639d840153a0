import { type Kysely, type Selectable, sql } from 'kysely';
import type { CrmDb, PipelinesTable, PipelineStagesTable } from '../db/schema';
import { defaultPipelineName, defaultStages } from './default-stages';

type Db = Kysely<CrmDb>;
export type PipelineRow = Selectable<PipelinesTable>;
export type StageRow = Selectable<PipelineStagesTable> & { deal_count: number };

/**
 * The tenant's default pipeline, created on first use. Two first uses at once meet at the
 * partial unique index: the later insert waits, then does nothing and reads the winner's row.
 */
export async function ensureDefaultPipeline(db: Db, tenantId: string): Promise<string> {
  const findDefault = () => db.selectFrom('pipelines').select('id').where('is_default', '=', true).executeTakeFirst();
  const existing = await findDefault();
  if (existing) return existing.id;
  const created = await db
    .insertInto('pipelines')
    .values({ tenant_id: tenantId, name: defaultPipelineName, is_default: true })
    .onConflict((oc) => oc.column('tenant_id').where(sql<boolean>`is_default`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return (await findDefault())!.id;
  await db
    .insertInto('pipeline_stages')
    .values(
      defaultStages.map((stage, position) => ({
        tenant_id: tenantId,
        pipeline_id: created.id,
        name: stage.name,
        key: stage.key,
        position,
        default_probability: stage.defaultProbability,
        kind: stage.kind,
      })),
    )
    .execute();
  return created.id;
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
