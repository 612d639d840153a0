import {
  AppError,
  type RpcContext,
  type RpcParsedRequest,
  suggestUserMapping,
  type UserImport,
  userMappingProblem,
} from '@smartcrm/contracts';
import { readObject, readPreview, type UnitOfWork } from '@smartcrm/kit';
import type { ObjectStore } from 'nats';
import { requirePermission } from '../common/actor';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import {
  errorPage,
  findImport,
  insertImport,
  recentImports,
  setImportStatus,
  toUserImport,
} from './user-import.repository';

const notFound = () => new AppError('not_found', 'No such import');
const importer = (ctx: RpcContext) => requirePermission(ctx, 'bulk_import_users');

/** Bulk import of users (/bulk-import): upload and preview, start, follow, read its row errors. */
export function createUserImportService(uow: UnitOfWork<IdentityDb>, bucket: ObjectStore) {
  const load = async (id: string, ctx: RpcContext) => {
    const { tenantId } = importer(ctx);
    const row = await uow.withTenant(tenantId, (trx) => findImport(trx, id));
    if (!row) throw notFound();
    return row;
  };

  return {
    async create(request: RpcParsedRequest<'identity.user_imports.create'>, ctx: RpcContext): Promise<UserImport> {
      const { tenantId, actor } = importer(ctx);
      if (!request.objectName.startsWith(`${tenantId}/`))
        throw new AppError('forbidden', 'Not an upload of this workspace');
      let preview: Awaited<ReturnType<typeof readPreview>>;
      try {
        preview = await readPreview(await readObject(bucket, request.objectName));
      } catch (error) {
        await bucket.delete(request.objectName).catch(() => undefined);
        throw error;
      }
      const row = await uow.withTenant(tenantId, (trx) =>
        insertImport(trx, {
          tenant_id: tenantId,
          created_by: actor.userId,
          file_name: request.fileName,
          object_name: request.objectName,
          size: request.size,
          delimiter: preview.delimiter,
          headers: JSON.stringify(preview.headers),
          sample_rows: JSON.stringify(preview.rows),
          suggested_mapping: JSON.stringify(suggestUserMapping(preview.headers)),
          mapping: null,
          app_url: null,
          error: null,
          started_at: null,
          finished_at: null,
        }),
      );
      return toUserImport(row);
    },

    get: async (id: string, ctx: RpcContext) => toUserImport(await load(id, ctx)),

    async list(ctx: RpcContext) {
      const { tenantId } = importer(ctx);
      return { items: (await uow.withTenant(tenantId, (trx) => recentImports(trx, 20))).map(toUserImport) };
    },

    /** Queues the run: the start event, published after commit, is the worker's job. */
    async start(
      { id, mapping, defaultRole, sendInvitations, appUrl }: RpcParsedRequest<'identity.user_imports.start'>,
      ctx: RpcContext,
    ) {
      const { tenantId, actor } = importer(ctx);
      const problem = userMappingProblem(mapping, (await load(id, ctx)).headers);
      if (problem) throw new AppError('bad_input', problem, { field: 'mapping' });
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const moved = await setImportStatus(trx, id, ['uploaded'], {
          status: 'queued',
          mapping: JSON.stringify(mapping),
          default_role: defaultRole,
          send_invitations: sendInvitations,
          app_url: appUrl,
        });
        if (!moved) throw new AppError('conflict', 'This import has started already');
        emit({ type: 'identity.user_import.started', tenantId, data: { importId: id } });
        // One entry per import: who brought in a file of users, with which role and whether they were invited.
        await recordAudit(trx, {
          tenantId,
          actor,
          action: 'user.import_started',
          target: { id, label: moved.file_name },
          details: { defaultRole, sendInvitations },
        });
        return moved;
      });
      return toUserImport(row);
    },

    async errors({ id, cursor, limit }: RpcParsedRequest<'identity.user_imports.errors'>, ctx: RpcContext) {
      const { tenantId } = importer(ctx);
      const after = cursor ? parseCursor(cursor) : null;
      const rows = await uow.withTenant(tenantId, async (trx) => {
        if (!(await findImport(trx, id))) throw notFound();
        return errorPage(trx, id, after, limit);
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? `${last.line}:${last.field}` : null };
    },
  };
}

function parseCursor(cursor: string) {
  const split = cursor.indexOf(':');
  const line = Number(cursor.slice(0, split));
  if (split < 1 || !Number.isInteger(line)) throw new AppError('bad_input', 'Invalid cursor');
  return { line, field: cursor.slice(split + 1) };
}
