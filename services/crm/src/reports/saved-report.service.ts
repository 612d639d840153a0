import { AppError, type RpcContext, type RpcParsedRequest, type SavedReport } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { findVisibleReport, isReportNameTaken, listVisibleReports, toSavedReport } from './saved-report.repository';

const notFound = () => new AppError('not_found', 'No such report');

function actorOf(ctx: RpcContext) {
  const tenantId = requireTenant(ctx);
  if (!ctx.actor) throw new AppError('unauthenticated', 'Saved reports belong to a signed-in user');
  return { tenantId, userId: ctx.actor.userId, role: ctx.actor.role };
}

async function uniqueName<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isReportNameTaken(error))
      throw new AppError('conflict', `You already have a report named ${name}`, { field: 'name' });
    throw error;
  }
}

/**
 * Saved reports: private to their owner or shared with the workspace. Only the owner changes
 * one (a super admin may also delete a shared one). A shared report runs as whoever opens it,
 * so each reader sees only the figures of the records they may see.
 */
export function createSavedReportService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      const rows = await uow.withTenant(tenantId, (trx) => listVisibleReports(trx, userId));
      return { items: rows.map((row) => toSavedReport(row, userId)) };
    },

    async create(input: RpcParsedRequest<'crm.reports.create'>, ctx: RpcContext): Promise<SavedReport> {
      const { tenantId, userId } = actorOf(ctx);
      const row = await uow.withTenant(tenantId, (trx) =>
        uniqueName(
          input.name,
          trx
            .insertInto('saved_reports')
            .values({
              tenant_id: tenantId,
              owner_id: userId,
              name: input.name,
              spec: JSON.stringify(input.spec),
              shared: input.shared,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      );
      return toSavedReport(row, userId);
    },

    async update({ id, patch }: RpcParsedRequest<'crm.reports.update'>, ctx: RpcContext): Promise<SavedReport> {
      const { tenantId, userId } = actorOf(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        const current = await findVisibleReport(trx, id, userId);
        if (!current) throw notFound();
        if (current.owner_id !== userId) throw new AppError('forbidden', 'Only the owner of this report can change it');
        if (current.version !== patch.version) {
          throw new AppError('conflict', 'This report was changed since you opened it', {
            current: toSavedReport(current, userId),
          });
        }
        const { name, spec, shared } = patch;
        return uniqueName(
          name ?? current.name,
          trx
            .updateTable('saved_reports')
            .set({
              ...(name !== undefined && { name }),
              ...(spec !== undefined && { spec: JSON.stringify(spec) }),
              ...(shared !== undefined && { shared }),
              version: sql`version + 1`,
              updated_at: sql`now()`,
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      });
      return toSavedReport(row, userId);
    },

    async remove(id: string, ctx: RpcContext) {
      const { tenantId, userId, role } = actorOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const row = await findVisibleReport(trx, id, userId);
        if (!row) throw notFound();
        if (row.owner_id !== userId && role !== 'super_admin')
          throw new AppError('forbidden', 'Only the owner of this report can delete it');
        await trx.deleteFrom('saved_reports').where('id', '=', id).execute();
        return { id };
      });
    },
  };
}
export type SavedReportService = ReturnType<typeof createSavedReportService>;
