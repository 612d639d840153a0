import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { toStageChange } from './deal.mapper';

type Db = Kysely<CrmDb>;

interface StageRef {
  id: string;
  name: string;
}

export const recordStageChange = (
  db: Db,
  change: {
    tenantId: string;
    dealId: string;
    from: StageRef | null;
    to: StageRef;
    status: string;
    actorId: string | null;
  },
) =>
  db
    .insertInto('deal_stage_changes')
    .values({
      tenant_id: change.tenantId,
      deal_id: change.dealId,
      from_stage_id: change.from?.id ?? null,
      from_stage_name: change.from?.name ?? null,
      to_stage_id: change.to.id,
      to_stage_name: change.to.name,
      status: change.status,
      actor_id: change.actorId,
    })
    .execute();

export const listStageChanges = async (db: Db, dealId: string) =>
  (
    await db
      .selectFrom('deal_stage_changes')
      .selectAll()
      .where('deal_id', '=', dealId)
      .orderBy('changed_at', 'desc')
      .orderBy(sql`id`)
      .limit(200)
      .execute()
  ).map(toStageChange);
