import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import { toSuggestion } from './analysis.repository';
import { patchFor } from './enrichment-fields';

/**
 * A person decides on an AI suggestion. Accepting writes it through crm as that person (their
 * permissions and record visibility apply), only into a field that is still empty.
 */
export function createSuggestionDecisions({ uow, rpc }: AiRuntime) {
  return async ({ id, decision }: RpcParsedRequest<'ai.suggestions.decide'>, ctx: RpcContext) => {
    const tenantId = requireTenant(ctx);
    const row = await uow.read(tenantId, (db) =>
      db
        .selectFrom('enrichment_suggestions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    if (!row) throw new AppError('not_found', 'No such suggestion');
    if (row.status !== 'pending') throw new AppError('conflict', `This suggestion was already ${row.status}`);
    if (decision === 'accept') {
      const contact = await rpc.call('crm.contacts.get', { id: row.contact_id }, ctx);
      const patch = patchFor(contact, row.field as never, row.value);
      if (!patch)
        throw new AppError('conflict', `The contact's ${row.field} was filled in meanwhile; nothing was overwritten`);
      await rpc.call('crm.contacts.update', { id: contact.id, patch: { ...patch, version: contact.version } }, ctx);
    }
    const decided = await uow.withTenant(tenantId, (trx) =>
      trx
        .updateTable('enrichment_suggestions')
        .set({
          status: decision === 'accept' ? 'accepted' : 'rejected',
          decided_by: ctx.actor?.userId ?? null,
          decided_at: new Date(),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),
    );
    if (!decided) throw new AppError('conflict', 'This suggestion was decided meanwhile');
    return toSuggestion(decided);
  };
}
