import {
  type Activity,
  type ActivityPage,
  AppError,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { decodeCursor, encodeCursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { checkAuthor, visibleParent } from './activity-access';
import { draftColumns, isContactMoment } from './activity-draft';
import { toActivity } from './activity.mapper';
import {
  findActivity,
  insertActivity,
  listTimeline,
  softDeleteActivity,
  touchLastContact,
  updateActivityBody,
} from './activity.repository';

const activityNotFound = () => new AppError('not_found', 'No such activity');

export function createActivityService(uow: UnitOfWork<CrmDb>) {
  return {
    async log({ parent, activity }: RpcParsedRequest<'crm.activities.log'>, ctx: RpcContext): Promise<Activity> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const owner = await visibleParent(trx, parent, ctx);
        const occurredAt = activity.occurredAt ? new Date(activity.occurredAt) : new Date();
        const columns = draftColumns(activity);
        const created = await insertActivity(trx, {
          tenant_id: tenantId,
          contact_id: owner.contactId,
          deal_id: owner.dealId,
          actor_id: ctx.actor?.userId ?? null,
          occurred_at: occurredAt,
          ...columns,
          meta: JSON.stringify(columns.meta),
        });
        if (!created) throw new AppError('internal', 'The activity was not written');
        if (owner.contactId && isContactMoment(created.kind)) {
          const version = await touchLastContact(trx, owner.contactId, occurredAt);
          if (version) {
            emit({
              type: 'crm.contact.updated',
              tenantId,
              data: { contactId: owner.contactId, changed: ['lastContact'], version },
            });
          }
        }
        emit({
          type: 'crm.activity.created',
          tenantId,
          data: { activityId: created.id, kind: created.kind, contactId: created.contact_id, dealId: created.deal_id },
        });
        return created;
      });
      return toActivity(row);
    },

    async list(query: RpcParsedRequest<'crm.activities.list'>, ctx: RpcContext): Promise<ActivityPage> {
      const rows = await uow.withTenant(requireTenant(ctx), async (trx) => {
        const owner = await visibleParent(trx, query.parent, ctx);
        const timeline = query.parent.dealId
          ? { parent: 'deal_id' as const, parentId: query.parent.dealId }
          : { parent: 'contact_id' as const, parentId: owner.contactId as string };
        const cursor = query.cursor ? decodeCursor(query.cursor) : null;
        return listTimeline(trx, { ...timeline, kinds: query.kind, limit: query.limit }, cursor);
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toActivity),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ value: last.sort_value, id: last.id }) : null,
      };
    },

    async update({ id, patch }: RpcParsedRequest<'crm.activities.update'>, ctx: RpcContext): Promise<Activity> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await findActivity(trx, id, { lock: true });
        if (!current) throw activityNotFound();
        await checkAuthor(trx, current, ctx);
        if (current.version !== patch.version) {
          throw new AppError('conflict', 'This note changed since you opened it', { current: toActivity(current) });
        }
        const updated = await updateActivityBody(trx, id, patch.body);
        emit({ type: 'crm.activity.updated', tenantId, data: { activityId: id, version: updated.version } });
        return updated;
      });
      return toActivity(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await findActivity(trx, id, { lock: true });
        if (!current) throw activityNotFound();
        await checkAuthor(trx, current, ctx);
        await softDeleteActivity(trx, id);
        emit({ type: 'crm.activity.deleted', tenantId, data: { activityId: id } });
      });
      return { id };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
