import { AppError, type RpcContext, type Tenant, TenantIdentifier } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

const ttlMs = 5000;
const maxEntries = 10_000;

/**
 * Tenants change rarely and are read on every request: a few seconds of cache saves an RPC
 * per request. Unknown identifiers are not cached, so a new sign-up works at once.
 */
export function createTenantCache(rpc: RpcClient) {
  const entries = new Map<string, { tenant: Tenant; expires: number }>();
  return {
    async resolve(identifier: string, ctx: RpcContext): Promise<Tenant> {
      const parsed = TenantIdentifier.safeParse(identifier);
      if (!parsed.success) throw new AppError('bad_input', 'The workspace identifier is malformed');
      const hit = entries.get(parsed.data);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const tenant = await rpc.call('tenant.tenants.resolve', { identifier: parsed.data }, ctx);
      if (entries.size >= maxEntries) entries.clear();
      entries.set(parsed.data, { tenant, expires: Date.now() + ttlMs });
      return tenant;
    },
  };
}
