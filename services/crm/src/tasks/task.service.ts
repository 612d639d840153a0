import {
  AppError,
  type RpcContext,
  type RpcParsedRequest,
  type Task,
  type TaskPage,
  utcToday,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { decodeCursor, encodeCursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { checkMember, checkRecordLinks } from '../links/link-checks';
import { toTask } from './task.mapper';
import { findTask, insertTask, listTasks, restoreTask, softDeleteTask } from './task.repository';
import { taskNotFound } from './task-access';
import { createTaskChanges } from './task-changes';

export function createTaskService(uow: UnitOfWork<CrmDb>) {
  return {
    ...createTaskChanges(uow),

    async list(query: RpcParsedRequest<'crm.tasks.list'>, ctx: RpcContext): Promise<TaskPage> {
      const { cursor, assignee, today, ...filters } = query;
      const assigneeId = assignee === 'me' ? (ctx.actor?.userId ?? null) : assignee === 'none' ? null : assignee;
      // One statement: read on a pooled connection, not in a transaction (two round trips fewer).
      const rows = await uow.read(requireTenant(ctx), (trx) =>
        listTasks(
          trx,
          { ...filters, assigneeId, today: today ?? utcToday() },
          cursor ? decodeCursor(cursor) : null,
          viewerOf(ctx),
        ),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toTask),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ value: last.sort_value, id: last.id }) : null,
      };
    },

    async get(id: string, ctx: RpcContext): Promise<Task> {
      const row = await uow.withTenant(requireTenant(ctx), (trx) => findTask(trx, id, viewerOf(ctx)));
      if (!row) throw taskNotFound();
      return toTask(row);
    },

    async create(input: RpcParsedRequest<'crm.tasks.create'>, ctx: RpcContext): Promise<Task> {
      const tenantId = requireTenant(ctx);
      const actorId = ctx.actor?.userId ?? null;
      const assigneeId = input.assigneeId === undefined ? actorId : input.assigneeId;
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const made = input.id ? await findTask(trx, input.id, null) : undefined;
        if (made) return made;
        await checkRecordLinks(trx, input);
        await checkMember(trx, input.assigneeId, 'assigneeId');
        const created = await insertTask(trx, {
          tenant_id: tenantId,
          ...(input.id ? { id: input.id } : {}),
          title: input.title,
          subtitle: input.subtitle ?? null,
          type: input.type,
          status: input.status ?? null,
          priority: input.priority,
          is_highlighted: input.isHighlighted,
          assignee_id: assigneeId,
          owner_id: actorId,
          contact_id: input.contactId ?? null,
          deal_id: input.dealId ?? null,
          due_date: input.dueDate ?? null,
          assistant_thread_id: input.assistantThreadId ?? null,
        });
        emit({
          type: 'crm.task.created',
          tenantId,
          data: {
            taskId: created.id,
            title: created.title,
            assigneeId: created.assignee_id,
            contactId: created.contact_id,
            dealId: created.deal_id,
            dueDate: created.due_date,
          },
        });
        return created;
      });
      return toTask(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const deleted = await uow.withTenant(tenantId, async (trx, emit) => {
        const result = await softDeleteTask(trx, id, viewerOf(ctx));
        if (result) emit({ type: 'crm.task.deleted', tenantId, data: { taskId: id } });
        return result;
      });
      if (!deleted?.deleted_at) throw taskNotFound();
      return { id: deleted.id, deletedAt: deleted.deleted_at.toISOString() };
    },

    async restore(id: string, ctx: RpcContext): Promise<Task> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const restored = await restoreTask(trx, id, viewerOf(ctx));
        if (restored) emit({ type: 'crm.task.restored', tenantId, data: { taskId: id } });
        return restored;
      });
      if (!row) throw new AppError('not_found', 'No deleted task to restore (undo lasts 30 days)');
      return toTask(row);
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
