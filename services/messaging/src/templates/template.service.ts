import { AppError, type EmailTemplate, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { type MessagingRuntime, userOf } from '../runtime';
import {
  deleteTemplate,
  findSignature,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
  upsertSignature,
} from './template.repository';

const toTemplate = (row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  createdBy: row.created_by,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Only a template's author or an admin of the workspace changes or deletes it. */
function mayChange(row: TemplateRow, ctx: RpcContext) {
  const { userId } = userOf(ctx);
  if (row.created_by !== userId && ctx.actor?.role === 'regular_user') {
    throw new AppError('forbidden', 'Only its author or an admin can change this template');
  }
}

/** A workspace's email templates (merge fields checked by the contract) and each user's signature. */
export function createTemplateService({ uow }: MessagingRuntime) {
  const existing = async (tenantId: string, id: string, ctx: RpcContext) => {
    const row = await uow.read(tenantId, (db) => findTemplate(db, id));
    if (!row) throw new AppError('not_found', 'No such template');
    mayChange(row, ctx);
    return row;
  };

  return {
    async list(ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      return { items: (await uow.read(tenantId, listTemplates)).map(toTemplate) };
    },
    async create(draft: RpcParsedRequest<'messaging.templates.create'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const row = await uow.withTenant(tenantId, (trx) =>
        insertTemplate(trx, { ...draft, tenant_id: tenantId, created_by: userId }),
      );
      return toTemplate(row);
    },
    async update({ id, patch }: RpcParsedRequest<'messaging.templates.update'>, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      await existing(tenantId, id, ctx);
      const { version, ...fields } = patch;
      const row = await uow.withTenant(tenantId, (trx) => updateTemplate(trx, id, version, fields));
      if (!row) throw new AppError('conflict', 'Someone saved this template since you opened it');
      return toTemplate(row);
    },
    async remove(id: string, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      await existing(tenantId, id, ctx);
      await uow.withTenant(tenantId, (trx) => deleteTemplate(trx, id));
    },
    async signature(ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const row = await uow.read(tenantId, (db) => findSignature(db, userId));
      return { signature: row?.signature ?? '' };
    },
    async setSignature({ signature }: RpcParsedRequest<'messaging.signature.set'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      await uow.withTenant(tenantId, (trx) => upsertSignature(trx, tenantId, userId, signature));
      return { signature };
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
