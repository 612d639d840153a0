import type { RpcContext, RpcParsedRequest, Task } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { checkMember, checkRecordLinks } from '../links/link-checks';
import { toTask } from './task.mapper';
import { updateTask } from './task.repository';
import { lockTask } from './task-access';
import { changedTaskFields, toTaskColumns } from './task-columns';

type Patch = RpcParsedRequest<'crm.tasks.update'>['patch'];
type Toggle = RpcParsedRequest<'crm.tasks.complete'>;

/** Edits, completion and reopening: each locks the task, checks its version, and publishes after commit. */
export function createTaskChanges(uow: UnitOfWork<CrmDb>) {
  return {
    async update(id: string, patch: Patch, ctx: RpcContext): Promise<Task> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await lockTask(trx, id, patch.version, ctx);
        await checkRecordLinks(trx, patch);
        await checkMember(trx, patch.assigneeId, 'assigneeId');
        const values = toTaskColumns(patch);
        const changed = changedTaskFields(current, values);
        if (changed.length === 0) return current;
        const updated = await updateTask(trx, id, values);
        emit({ type: 'crm.task.updated', tenantId, data: { taskId: id, changed, version: updated.version } });
        return updated;
      });
      return toTask(row);
    },

    /** Completing a completed task changes nothing and publishes nothing (a double click, a retry). */
    async complete({ id, version }: Toggle, ctx: RpcContext): Promise<Task> {
      const tenantId = requireTenant(ctx);
      const completedBy = ctx.actor?.userId ?? null;
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await lockTask(trx, id, version, ctx);
        if (current.completed) return current;
        const updated = await updateTask(trx, id, {
          completed: true,
          completed_at: new Date(),
          completed_by: completedBy,
        });
        emit({
          type: 'crm.task.completed',
          tenantId,
          data: {
            taskId: id,
            title: updated.title,
            completedBy,
            completedAt: updated.completed_at!.toISOString(),
            contactId: updated.contact_id,
            dealId: updated.deal_id,
            assistantThreadId: updated.assistant_thread_id,
          },
        });
        return updated;
      });
      return toTask(row);
    },

    async reopen({ id, version }: Toggle, ctx: RpcContext): Promise<Task> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await lockTask(trx, id, version, ctx);
        if (!current.completed) return current;
        const updated = await updateTask(trx, id, { completed: false, completed_at: null, completed_by: null });
        emit({ type: 'crm.task.reopened', tenantId, data: { taskId: id } });
        return updated;
      });
      return toTask(row);
    },
  };
}
