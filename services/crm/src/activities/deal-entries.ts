import type { ActivityKind, EventData } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';

export interface AutoEntry {
  kind: ActivityKind;
  contactId?: string | null;
  dealId?: string | null;
  actorId?: string | null;
  subject?: string | null;
  occurredAt?: Date;
  meta?: Record<string, unknown>;
}

/**
 * The stage change the deal service recorded for this move (its stage names as they were then,
 * who moved it, when); null if the deal is gone.
 */
async function recordedChange(trx: Kysely<CrmDb>, dealId: string, toStageId: string) {
  return trx
    .selectFrom('deals as d')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('deal_stage_changes as sc')
          .select(['sc.from_stage_name', 'sc.to_stage_name', 'sc.actor_id', 'sc.changed_at'])
          .whereRef('sc.deal_id', '=', 'd.id')
          .where('sc.to_stage_id', '=', toStageId)
          .orderBy('sc.changed_at', 'desc')
          .limit(1)
          .as('sc'),
      (join) => join.onTrue(),
    )
    .select(['d.contact_id', 'd.title', 'sc.from_stage_name', 'sc.to_stage_name', 'sc.actor_id', 'sc.changed_at'])
    .where('d.id', '=', dealId)
    .executeTakeFirst();
}

export async function stageChangeEntry(
  trx: Kysely<CrmDb>,
  data: EventData<'crm.deal.stage_changed'>,
): Promise<AutoEntry | null> {
  const change = await recordedChange(trx, data.dealId, data.toStageId);
  if (!change) return null;
  return {
    kind: 'stage_change',
    dealId: data.dealId,
    contactId: change.contact_id,
    actorId: change.actor_id,
    ...(change.changed_at ? { occurredAt: change.changed_at } : {}),
    meta: {
      fromStage: change.from_stage_name,
      toStage: change.to_stage_name,
      fromStageId: data.fromStageId,
      toStageId: data.toStageId,
      status: data.status,
    },
  };
}

export async function dealCreatedEntry(
  trx: Kysely<CrmDb>,
  data: EventData<'crm.deal.created'>,
): Promise<AutoEntry | null> {
  const change = await recordedChange(trx, data.dealId, data.stageId);
  if (!change) return null;
  return {
    kind: 'deal_created',
    dealId: data.dealId,
    contactId: change.contact_id,
    actorId: change.actor_id,
    subject: data.title,
    ...(change.changed_at ? { occurredAt: change.changed_at } : {}),
    meta: { toStage: change.to_stage_name, toStageId: data.stageId, value: data.value },
  };
}
