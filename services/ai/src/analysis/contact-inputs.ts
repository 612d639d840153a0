import { AppError, type RpcContext, type ScoringInput } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

/** Contacts one read asks crm for (the contract's limit). */
const readLimit = 1000;

const serviceCtx = (tenantId: string): RpcContext => ({ tenantId, actor: null, requestId: crypto.randomUUID() });

/** What AI reads about contacts comes from crm over NATS, never from crm's tables. */
export function createContactInputs(rpc: RpcClient) {
  return {
    /** One contact the caller may see: crm applies their record visibility (another tenant's id is not found). */
    async one(ctx: RpcContext, contactId: string): Promise<ScoringInput> {
      const { items } = await rpc.call('crm.ai.scoring_inputs', { ids: [contactId] }, ctx);
      const input = items[0];
      if (!input) throw new AppError('not_found', 'No such contact');
      return input;
    },
    /**
     * A batch of a run: contacts deleted since it was planned are simply absent. A large batch is
     * read in parts of at most `readLimit` side by side (each reply well under NATS's 1 MB message).
     */
    async batch(tenantId: string, ids: string[]): Promise<ScoringInput[]> {
      const parts: string[][] = [];
      for (let i = 0; i < ids.length; i += readLimit) parts.push(ids.slice(i, i + readLimit));
      const replies = await Promise.all(
        parts.map((part) =>
          rpc.call('crm.ai.scoring_inputs', { ids: part }, serviceCtx(tenantId), { timeoutMs: 30_000 }),
        ),
      );
      return replies.flatMap((reply) => reply.items);
    },
    /** A page of contact ids in id order: every contact, or those an import created or updated. */
    async idPage(tenantId: string, after: string | undefined, limit: number, importId?: string): Promise<string[]> {
      const { ids } = await rpc.call('crm.ai.contact_ids', { after, limit, importId }, serviceCtx(tenantId), {
        timeoutMs: 30_000,
      });
      return ids;
    },
  };
}
export type ContactInputs = ReturnType<typeof createContactInputs>;
