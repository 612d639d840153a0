import { AppError, type Member, type RpcContext } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

const freshForMs = 30_000;

/**
 * The tenant's users, from the CRM's member directory: who may be called, and the names the
 * ringing overlay shows. Cached briefly per tenant; an id not found is looked up once more, since
 * a user created a moment ago reaches the directory by event.
 */
export function createMemberDirectory(rpc: RpcClient) {
  const cache = new Map<string, { at: number; members: Map<string, Member> }>();

  async function load(tenantId: string, ctx: RpcContext) {
    const { items } = await rpc.call('crm.members.list', {}, ctx);
    const entry = { at: Date.now(), members: new Map(items.map((m) => [m.userId, m])) };
    cache.set(tenantId, entry);
    return entry.members;
  }

  return {
    /** The members named, in order; not_found naming the unknown ids (other tenants' users are unknown). */
    async people(tenantId: string, userIds: string[], ctx: RpcContext): Promise<Member[]> {
      const cached = cache.get(tenantId);
      let members = cached && Date.now() - cached.at < freshForMs ? cached.members : await load(tenantId, ctx);
      if (userIds.some((id) => !members.has(id)) && cached?.members === members) members = await load(tenantId, ctx);
      const unknown = userIds.filter((id) => !members.has(id));
      if (unknown.length) throw new AppError('not_found', 'Unknown user', { userIds: unknown });
      return userIds.map((id) => members.get(id) as Member);
    },
  };
}
export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
