import {
  AppError,
  EventEnvelope,
  eventTypeFilter,
  type RpcContext,
  type Tenant,
  TenantIdentifier,
} from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';

const ttlMs = 5000;
const maxEntries = 10_000;

/**
 * Tenants change rarely and are read on every request: a few seconds of cache saves an RPC
 * per request. Unknown identifiers are not cached, so a new sign-up works at once. A branding
 * change drops the tenant on every BFF instance (`tenant.tenant.updated` reaches core
 * subscribers too), so the next request sees it.
 */
export function createTenantCache(rpc: RpcClient, nc: NatsConnection) {
  const entries = new Map<string, { tenant: Tenant; expires: number }>();
  const decoder = new TextDecoder();

  const drop = (tenantId: string) => {
    for (const [key, entry] of entries) if (entry.tenant.id === tenantId) entries.delete(key);
  };
  const subscription = nc.subscribe(eventTypeFilter('tenant.tenant.updated'), {
    callback: (error, msg) => {
      if (error) return;
      const event = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
      if (event.success) drop(event.data.tenantId);
    },
  });

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
    /** This instance drops at once what its own request changed; the event tells the others. */
    drop,
    close: () => subscription.unsubscribe(),
  };
}
