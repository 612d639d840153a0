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
 * per request. Unknown identifiers are not cached, so a new sign-up works at once; unknown
 * custom domains are, briefly, and any tenant change forgets them. A branding
 * change drops the tenant on every BFF instance (`tenant.tenant.updated` reaches core
 * subscribers too), so the next request sees it.
 */
export function createTenantCache(rpc: RpcClient, nc: NatsConnection) {
  const entries = new Map<string, { tenant: Tenant; expires: number }>();
  // Hosts that are no tenant's verified domain, so a stream of unknown hosts costs no RPCs.
  const unknownDomains = new Map<string, number>();
  const decoder = new TextDecoder();

  const drop = (tenantId: string) => {
    for (const [key, entry] of entries) if (entry.tenant.id === tenantId) entries.delete(key);
    unknownDomains.clear(); // the change may have verified one of them
  };
  const subscription = nc.subscribe(eventTypeFilter('tenant.tenant.updated'), {
    callback: (error, msg) => {
      if (error) return;
      const event = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
      if (event.success) drop(event.data.tenantId);
    },
  });
  const remember = (key: string, tenant: Tenant) => {
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { tenant, expires: Date.now() + ttlMs });
  };

  return {
    async resolve(identifier: string, ctx: RpcContext): Promise<Tenant> {
      const parsed = TenantIdentifier.safeParse(identifier);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: 'tenant', message: issue.message }));
        throw new AppError('bad_input', 'The workspace identifier is malformed', { issues });
      }
      const hit = entries.get(parsed.data);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const tenant = await rpc.call('tenant.tenants.resolve', { identifier: parsed.data }, ctx);
      remember(parsed.data, tenant);
      return tenant;
    },
    /** The tenant whose verified custom domain `domain` is, or null. */
    async resolveDomain(domain: string, ctx: RpcContext): Promise<Tenant | null> {
      const key = `domain:${domain}`;
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      if ((unknownDomains.get(domain) ?? 0) > Date.now()) return null;
      try {
        const tenant = await rpc.call('tenant.domains.resolve', { domain }, ctx);
        remember(key, tenant);
        return tenant;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
        if (unknownDomains.size >= maxEntries) unknownDomains.clear();
        unknownDomains.set(domain, Date.now() + ttlMs);
        return null;
      }
    },
    /** This instance drops at once what its own request changed; the event tells the others. */
    drop,
    close: () => subscription.unsubscribe(),
  };
}
