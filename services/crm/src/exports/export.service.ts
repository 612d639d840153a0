import {
  AppError,
  type DataExport,
  type DataExportKind,
  type DataExportFile,
  exportsBucketTtlMs,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import type { ExportQueue } from './export-queue';
import { findOwnExport, insertExport, recentExports, setExportStatus, toDataExport } from './export.repository';

const notFound = () => new AppError('not_found', 'No such export');

function requester(ctx: RpcContext) {
  if (!ctx.actor) throw new AppError('forbidden', 'An export is made for a signed-in user');
  return ctx.actor;
}

export function createExportService(uow: UnitOfWork<CrmDb>, queue: ExportQueue) {
  return {
    /** Records the export, then queues it once that has committed; a queue that is away fails it at once. */
    async create(request: RpcParsedRequest<'crm.exports.create'>, ctx: RpcContext): Promise<DataExport> {
      const tenantId = requireTenant(ctx);
      const actor = requester(ctx);
      const row = await uow.withTenant(tenantId, (trx) =>
        insertExport(trx, {
          tenant_id: tenantId,
          kind: request.kind,
          requested_by: actor.userId,
          actor: JSON.stringify(actor),
          query: JSON.stringify(request.query),
          object_name: null,
          error: null,
          finished_at: null,
          expires_at: new Date(Date.now() + exportsBucketTtlMs),
        }),
      );
      try {
        await queue.add({ tenantId, exportId: row.id });
      } catch {
        await uow.withTenant(tenantId, (trx) =>
          setExportStatus(trx, row.id, ['queued'], { status: 'failed', error: 'The export queue was unavailable' }),
        );
        throw new AppError('unavailable', 'The export queue is unavailable right now; try again in a moment');
      }
      return toDataExport(row);
    },

    async list(kind: DataExportKind, ctx: RpcContext): Promise<{ items: DataExport[] }> {
      const rows = await uow.read(requireTenant(ctx), (db) => recentExports(db, requester(ctx).userId, kind, 20));
      return { items: rows.map(toDataExport) };
    },

    async file({ id, kind }: { id: string; kind: DataExportKind }, ctx: RpcContext): Promise<DataExportFile> {
      const row = await uow.read(requireTenant(ctx), (db) => findOwnExport(db, id, requester(ctx).userId));
      if (!row || row.kind !== kind) throw notFound();
      if (row.expires_at.getTime() <= Date.now()) throw new AppError('not_found', 'This export has expired');
      if (row.status !== 'completed' || !row.object_name) {
        throw new AppError('conflict', `This export is ${row.status}`, { status: row.status });
      }
      return { objectName: row.object_name, fileName: toDataExport(row).fileName, rows: row.rows };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
