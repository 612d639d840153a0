import {
  AppError,
  type ContactImport,
  type ImportKind,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { ObjectStore } from 'nats';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline, findPipelineRow } from '../pipelines/pipeline.repository';
import { detectDateFormat } from './import-dates';
import { readObject, readPreview } from './import-file';
import { importKinds } from './import-kinds';
import type { ImportQueue } from './import-queue';
import {
  errorPage,
  findImport,
  type ImportRow,
  insertImport,
  recentImports,
  setImportStatus,
  toContactImport,
} from './import.repository';

const notFound = () => new AppError('not_found', 'No such import');

export function createImportService(uow: UnitOfWork<CrmDb>, bucket: ObjectStore, queue: ImportQueue) {
  const load = async (id: string, kind: ImportKind, ctx: RpcContext) => {
    const row = await uow.withTenant(requireTenant(ctx), (trx) => findImport(trx, id, { kind }));
    if (!row) throw notFound();
    return row;
  };

  /**
   * Moves the import on, then queues its job once that has committed (a worker that starts at
   * once must see the new status). If the queue cannot take the job, the move is undone, so no
   * import waits for a job that does not exist.
   */
  async function queueJob(
    { id, kind }: { id: string; kind: ImportKind },
    ctx: RpcContext,
    step: { name: 'import' | 'revert'; from: ImportRow['status'][]; values: Parameters<typeof setImportStatus>[3] },
  ) {
    const tenantId = requireTenant(ctx);
    const { moved, before } = await uow.withTenant(tenantId, async (trx) => {
      const current = await findImport(trx, id, { lock: true, kind });
      if (!current) throw notFound();
      const moved = await setImportStatus(trx, id, step.from, step.values);
      if (!moved) throw new AppError('conflict', `This import is ${current.status}`, { status: current.status });
      return { moved, before: current.status };
    });
    try {
      await queue.add(step.name, { tenantId, importId: id });
    } catch {
      await uow.withTenant(tenantId, (trx) => setImportStatus(trx, id, [step.values.status], { status: before }));
      throw new AppError('unavailable', 'The import queue is unavailable right now; try again in a moment');
    }
    return toContactImport(moved);
  }

  /** The pipeline a deals import goes into: the one chosen, else the default. */
  const pipelineFor = (chosen: string | undefined, ctx: RpcContext) => {
    const tenantId = requireTenant(ctx);
    return uow.withTenant(tenantId, async (trx) => {
      if (!chosen) return ensureDefaultPipeline(trx, tenantId);
      if (!(await findPipelineRow(trx, chosen))) {
        throw new AppError('bad_input', 'No such pipeline', { field: 'pipelineId' });
      }
      return chosen;
    });
  };

  return {
    async create(request: RpcParsedRequest<'crm.imports.create'>, ctx: RpcContext): Promise<ContactImport> {
      const tenantId = requireTenant(ctx);
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
          created_by: ctx.actor?.userId ?? null,
          file_name: request.fileName,
          object_name: request.objectName,
          size: request.size,
          delimiter: preview.delimiter,
          headers: JSON.stringify(preview.headers),
          sample_rows: JSON.stringify(preview.rows),
          kind: request.kind,
          suggested_mapping: JSON.stringify(importKinds[request.kind].suggestMapping(preview.headers)),
          suggested_date_format: detectDateFormat(preview.rows.flat()),
        }),
      );
      return toContactImport(row);
    },

    get: async ({ id, kind }: RpcParsedRequest<'crm.imports.get'>, ctx: RpcContext) =>
      toContactImport(await load(id, kind, ctx)),

    async list({ kind }: RpcParsedRequest<'crm.imports.list'>, ctx: RpcContext) {
      const rows = await uow.withTenant(requireTenant(ctx), (trx) => recentImports(trx, kind, 20));
      return { items: rows.map(toContactImport) };
    },

    async start({ id, kind, ...choice }: RpcParsedRequest<'crm.imports.start'>, ctx: RpcContext) {
      importKinds[kind].checkMapping(choice.mapping, (await load(id, kind, ctx)).headers);
      const pipelineId = kind === 'deals' ? await pipelineFor(choice.pipelineId, ctx) : null;
      return queueJob({ id, kind }, ctx, {
        name: 'import',
        from: ['uploaded'],
        values: {
          status: 'queued',
          mapping: JSON.stringify(choice.mapping),
          on_duplicate: choice.onDuplicate,
          date_format: choice.dateFormat,
          pipeline_id: pipelineId,
          create_contacts: choice.createContacts,
          // Compared without case, as the rows' values are.
          status_values: JSON.stringify(
            kind === 'contacts'
              ? Object.fromEntries(Object.entries(choice.statusValues).map(([from, to]) => [from.toLowerCase(), to]))
              : null,
          ),
        },
      });
    },

    async errors({ id, kind, cursor, limit }: RpcParsedRequest<'crm.imports.errors'>, ctx: RpcContext) {
      const after = cursor ? parseCursor(cursor) : null;
      const rows = await uow.withTenant(requireTenant(ctx), async (trx) => {
        if (!(await findImport(trx, id, { kind }))) throw notFound();
        return errorPage(trx, id, after, limit);
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? `${last.line}:${last.field}` : null };
    },

    revert: (ref: RpcParsedRequest<'crm.imports.revert'>, ctx: RpcContext) =>
      queueJob(ref, ctx, { name: 'revert', from: ['completed', 'failed'], values: { status: 'reverting' } }),
  };
}

function parseCursor(cursor: string) {
  const split = cursor.indexOf(':');
  const line = Number(cursor.slice(0, split));
  if (split < 1 || !Number.isInteger(line)) throw new AppError('bad_input', 'Invalid cursor');
  return { line, field: cursor.slice(split + 1) };
}
