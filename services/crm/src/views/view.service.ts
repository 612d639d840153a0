import { AppError, type RpcContext, type RpcParsedRequest, type SavedView } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import {
  defaultViewId,
  dropOthersDefaults,
  findVisibleView,
  isViewNameTaken,
  listVisibleViews,
  setDefaultView,
  toSavedView,
  type ViewRow,
} from './view.repository';

const notFound = () => new AppError('not_found', 'No such view');

function actorOf(ctx: RpcContext) {
  const tenantId = requireTenant(ctx);
  if (!ctx.actor) throw new AppError('unauthenticated', 'Saved views belong to a signed-in user');
  return { tenantId, userId: ctx.actor.userId, role: ctx.actor.role };
}

async function uniqueName<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isViewNameTaken(error))
      throw new AppError('conflict', `You already have a view named ${name}`, { field: 'name' });
    throw error;
  }
}

/**
 * Saved views: private to their owner or shared with the tenant. Only the owner changes or
 * deletes a view (a super admin may also delete a shared one); each user picks their own default.
 */
export function createViewService(uow: UnitOfWork<CrmDb>) {
  return {
    async list({ scope }: RpcParsedRequest<'crm.views.list'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const [rows, defaultId] = await Promise.all([
          listVisibleViews(trx, scope, userId),
          defaultViewId(trx, scope, userId),
        ]);
        return { items: rows.map((row) => toSavedView(row, userId, defaultId)) };
      });
    },

    async create(input: RpcParsedRequest<'crm.views.create'>, ctx: RpcContext): Promise<SavedView> {
      const { tenantId, userId } = actorOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const row = await uniqueName(
          input.name,
          trx
            .insertInto('saved_views')
            .values({
              tenant_id: tenantId,
              owner_id: userId,
              scope: input.scope,
              name: input.name,
              query: input.query,
              shared: input.shared,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
        if (input.isDefault) await setDefaultView(trx, tenantId, userId, row, true);
        return toSavedView(row, userId, await defaultViewId(trx, row.scope, userId));
      });
    },

    async update({ id, patch }: RpcParsedRequest<'crm.views.update'>, ctx: RpcContext): Promise<SavedView> {
      const { tenantId, userId } = actorOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        let row: ViewRow | undefined = await findVisibleView(trx, id, userId, { lock: true });
        if (!row) throw notFound();
        const { isDefault, version, ...owned } = patch;
        if (Object.values(owned).some((v) => v !== undefined)) {
          if (row.owner_id !== userId) throw new AppError('forbidden', 'Only the owner of this view can change it');
          if (row.version !== version) {
            throw new AppError('conflict', 'This view was changed since you opened it', {
              current: toSavedView(row, userId, null),
            });
          }
          row = await uniqueName(
            owned.name ?? row.name,
            trx
              .updateTable('saved_views')
              .set({ ...owned, version: sql`version + 1`, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
          if (!row.shared) await dropOthersDefaults(trx, row);
        }
        if (isDefault !== undefined) await setDefaultView(trx, tenantId, userId, row, isDefault);
        return toSavedView(row, userId, await defaultViewId(trx, row.scope, userId));
      });
    },

    async remove(id: string, ctx: RpcContext) {
      const { tenantId, userId, role } = actorOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const row = await findVisibleView(trx, id, userId, { lock: true });
        if (!row) throw notFound();
        if (row.owner_id !== userId && role !== 'super_admin') {
          throw new AppError('forbidden', 'Only the owner of this view can delete it');
        }
        await trx.deleteFrom('saved_views').where('id', '=', id).execute();
        return { id };
      });
    },
  };
}
