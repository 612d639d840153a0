import {
  AppError,
  type MergeResult,
  type RpcContext,
  type RpcParsedRequest,
  type UnmergeResult,
} from '@smartcrm/contracts';
import { type Emit, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely, Updateable } from 'kysely';
import { refuseDuplicateEmail } from '../contacts/contact-email-conflict';
import { type ContactRow, toContact } from '../contacts/contact.mapper';
import { findContact, restoreContact, setLeadScore, updateContact } from '../contacts/contact.repository';
import type { ContactsTable } from '../contacts/contact.table';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { mergedColumns, mergeValues } from './merge-plan';
import { changedFields } from '../contacts/contact-columns';
import {
  idsOf,
  markDeleted,
  type MovedRecords,
  type MovedVersions,
  moveRecords,
  restoreFields,
  returnRecords,
} from './merge.repository';

type Trx = Kysely<CrmDb>;

async function lockSeen(trx: Trx, id: string, version: number, ctx: RpcContext): Promise<ContactRow> {
  const row = await findContact(trx, id, viewerOf(ctx), { lock: true });
  if (!row) throw new AppError('not_found', 'No such contact');
  if (row.version !== version) {
    throw new AppError('conflict', `${row.name} changed since you compared them`, { current: toContact(row) });
  }
  return row;
}

export function createMergeService(uow: UnitOfWork<CrmDb>) {
  return {
    /** One transaction: the loser is deleted, its records move, the survivor takes the picked values. */
    async merge(request: RpcParsedRequest<'crm.contacts.merge'>, ctx: RpcContext): Promise<MergeResult> {
      const tenantId = requireTenant(ctx);
      return refuseDuplicateEmail(
        uow.withTenant(tenantId, async (trx, emit) => {
          // Locked in id order, so two merges of the same pair cannot deadlock.
          const [first, second] = [request.survivorId, request.loserId].sort();
          const rows = new Map<string, ContactRow>();
          for (const id of [first, second] as string[]) {
            const version = id === request.survivorId ? request.survivorVersion : request.loserVersion;
            rows.set(id, await lockSeen(trx, id, version, ctx));
          }
          const survivor = rows.get(request.survivorId) as ContactRow;
          const loser = rows.get(request.loserId) as ContactRow;
          await markDeleted(trx, loser.id);
          const values = mergeValues(survivor, loser, request.pick);
          const { lead_score: leadScore, ...columns } = values;
          if (leadScore !== undefined) await setLeadScore(trx, survivor.id, leadScore);
          const updated = Object.keys(values).length ? await updateContact(trx, survivor.id, columns) : survivor;
          const moved = await moveRecords(trx, loser.id, survivor.id);
          const merge = await trx
            .insertInto('contact_merges')
            .values({
              tenant_id: tenantId,
              survivor_id: survivor.id,
              loser_id: loser.id,
              merged_by: ctx.actor?.userId ?? null,
              survivor_before: JSON.stringify(survivor),
              loser_before: JSON.stringify(loser),
              survivor_version: updated.version,
              moved: JSON.stringify(idsOf(moved)),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          emitMoves(emit, tenantId, moved);
          emit({ type: 'crm.contact.deleted', tenantId, data: { contactId: loser.id } });
          emit({
            type: 'crm.contact.updated',
            tenantId,
            data: { contactId: survivor.id, changed: changedFields(survivor, values), version: updated.version },
          });
          emit({
            type: 'crm.contact.merged',
            tenantId,
            data: { mergeId: merge.id, survivorId: survivor.id, loserId: loser.id, undone: false },
          });
          return {
            mergeId: merge.id,
            survivor: toContact(updated),
            moved: { deals: moved.deals.length, activities: moved.activities.length },
          };
        }),
      );
    },

    /** Restores the loser, moves its records back and gives the survivor its earlier values. */
    async unmerge(mergeId: string, ctx: RpcContext): Promise<UnmergeResult> {
      const tenantId = requireTenant(ctx);
      return refuseDuplicateEmail(
        uow.withTenant(tenantId, async (trx, emit) => {
          const merge = await trx
            .selectFrom('contact_merges')
            .selectAll()
            .where('id', '=', mergeId)
            .where('undone_at', 'is', null)
            .forUpdate()
            .executeTakeFirst();
          if (!merge) throw new AppError('not_found', 'No merge to undo');
          const merged = await lockSeen(trx, merge.survivor_id, merge.survivor_version, ctx).catch(
            (error: AppError) => {
              if (error.code !== 'conflict') throw error;
              throw new AppError(
                'conflict',
                'The merged contact was changed since the merge; undo it no more',
                error.details,
              );
            },
          );
          await restoreFields(trx, merge.survivor_id, merge.survivor_before);
          await setLeadScore(trx, merge.survivor_id, (merge.survivor_before as ContactRow).lead_score);
          const moved = await returnRecords(
            trx,
            merge.moved as Partial<MovedRecords>,
            merge.survivor_id,
            merge.loser_id,
          );
          const restored = await restoreContact(trx, merge.loser_id, viewerOf(ctx));
          if (!restored) throw new AppError('not_found', 'The contact merged away is gone');
          await trx
            .updateTable('contact_merges')
            .set({ undone_at: new Date(), undone_by: ctx.actor?.userId ?? null })
            .where('id', '=', mergeId)
            .execute();
          const survivor = (await findContact(trx, merge.survivor_id, null)) as ContactRow;
          emitMoves(emit, tenantId, moved);
          emit({ type: 'crm.contact.restored', tenantId, data: { contactId: merge.loser_id } });
          emit({
            type: 'crm.contact.updated',
            tenantId,
            data: {
              contactId: survivor.id,
              changed: changedFields(merged, pickMerged(survivor)),
              version: survivor.version,
            },
          });
          emit({
            type: 'crm.contact.merged',
            tenantId,
            data: { mergeId, survivorId: merge.survivor_id, loserId: merge.loser_id, undone: true },
          });
          return { survivor: toContact(survivor), restored: toContact(restored) };
        }),
      );
    },
  };
}

const pickMerged = (row: ContactRow) =>
  Object.fromEntries(mergedColumns.map((column) => [column, row[column]])) as Updateable<ContactsTable>;

/** Deals, tasks and appointments that changed contact say so, like any other edit of theirs. */
function emitMoves(emit: Emit, tenantId: string, moved: MovedVersions) {
  for (const { id, version } of moved.deals) {
    emit({ type: 'crm.deal.updated', tenantId, data: { dealId: id, changed: ['contactId'], version } });
  }
  for (const { id, version } of moved.tasks) {
    emit({ type: 'crm.task.updated', tenantId, data: { taskId: id, changed: ['contactId'], version } });
  }
  for (const { id, version } of moved.appointments) {
    emit({ type: 'crm.appointment.updated', tenantId, data: { appointmentId: id, changed: ['contactId'], version } });
  }
}
export type MergeService = ReturnType<typeof createMergeService>;
