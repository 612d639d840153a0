import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { positionGap } from './deal-position';

type Db = Kysely<CrmDb>;

/** A card's position, if it is a live deal in that stage. */
export const positionIn = async (db: Db, stageId: string, id: string) =>
  (
    await db
      .selectFrom('deals')
      .select('position')
      .where('id', '=', id)
      .where('stage_id', '=', stageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  )?.position;

/** The nearest position above (`<`) or below (`>`) a position in a stage, skipping one deal. */
export const neighbourPosition = async (db: Db, stageId: string, from: number, side: '<' | '>', skipId: string) =>
  (
    await db
      .selectFrom('deals')
      .select('position')
      .where('stage_id', '=', stageId)
      .where('deleted_at', 'is', null)
      .where('id', '!=', skipId)
      .where('position', side, from)
      .orderBy('position', side === '<' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst()
  )?.position ?? null;

/** The top (min) or bottom (max) position of a stage, null when it is empty. */
export const edgePosition = async (db: Db, stageId: string, edge: 'top' | 'bottom') => {
  const row = await db
    .selectFrom('deals')
    .select(sql<number | null>`${sql.raw(edge === 'top' ? 'min' : 'max')}(position)`.as('position'))
    // The stage's pipeline too, so the board index (tenant, pipeline, stage, position) answers it.
    .where('pipeline_id', '=', (eb) => eb.selectFrom('pipeline_stages').select('pipeline_id').where('id', '=', stageId))
    .where('stage_id', '=', stageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.position ?? null;
};

/** Spreads a stage's cards out again (rare: only when floats ran out of room between two). */
export const renumberStage = (db: Db, stageId: string) =>
  sql`UPDATE deals SET position = ranked.n * ${positionGap}
      FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS n FROM deals WHERE stage_id = ${stageId}) ranked
      WHERE deals.id = ranked.id AND deals.stage_id = ${stageId}`.execute(db);
