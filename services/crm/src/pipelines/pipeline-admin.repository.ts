import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { moveStageDeals } from './stage-deals.repository';
import type { StageRow } from './pipeline.repository';

type Db = Kysely<CrmDb>;

/** A pipeline name already taken (the index compares without case): a conflict naming the field. */
export const isNameTaken = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'pipelines_name_key';
};

export const nextPipelinePosition = async (db: Db) =>
  (
    await db
      .selectFrom('pipelines')
      .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
      .executeTakeFirstOrThrow()
  ).next;

/** Live and deleted deals of a pipeline: deleted ones must move too (their undo puts them back). */
export const countPipelineDeals = async (db: Db, pipelineId: string) => {
  const row = await db
    .selectFrom('deals')
    .select([
      sql<number>`count(*) FILTER (WHERE deleted_at IS NULL)::int`.as('live'),
      sql<number>`count(*)::int`.as('all'),
    ])
    .where('pipeline_id', '=', pipelineId)
    .executeTakeFirstOrThrow();
  return row;
};

/** The stage of `to` a deal of `from` lands in: the same key, else the first of its kind, else the first open one. */
export function stageMatch(from: StageRow, to: StageRow[]): StageRow {
  return (
    to.find((s) => s.key === from.key) ??
    to.find((s) => s.kind === from.kind) ??
    to.find((s) => s.kind === 'open') ??
    to[0]!
  );
}

/** Moves every deal of one pipeline into another, stage by stage, with their outcomes and timelines. */
export async function movePipelineDeals(
  db: Db,
  move: { tenantId: string; from: StageRow[]; to: StageRow[]; actorId: string | null; today: string },
) {
  for (const stage of move.from) {
    const target = stageMatch(stage, move.to);
    await moveStageDeals(db, {
      tenantId: move.tenantId,
      from: stage,
      to: { id: target.id, name: target.name, kind: target.kind, defaultProbability: target.default_probability },
      actorId: move.actorId,
      today: move.today,
    });
  }
}
