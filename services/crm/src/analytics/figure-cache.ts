import { eventSubjectTenant, serviceEventsSubject } from '@smartcrm/contracts';
import type { NatsConnection, Subscription } from 'nats';

const maxTenants = 2_000;

/**
 * The analytics figures of each tenant, per viewer and screen. Requests that overlap share one
 * computation (a large tenant's deals are scanned once however many tabs ask at once), and the
 * result is kept until the tenant's CRM data changes, or for `ttlMs` at most, since the rules
 * that count days (idle, age) move on by themselves. A computation that a change overtook is
 * handed to the callers that were waiting for it but not kept.
 */
export function createFigureCache(ttlMs = 60_000) {
  const tenants = new Map<string, { generation: number; kept: Map<string, { value: unknown; expires: number }> }>();
  const running = new Map<string, Promise<unknown>>();
  const tenantOf = (tenantId: string) => {
    let entry = tenants.get(tenantId);
    if (!entry) {
      if (tenants.size >= maxTenants) tenants.clear();
      entry = { generation: 0, kept: new Map() };
      tenants.set(tenantId, entry);
    }
    return entry;
  };

  return {
    get<T>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T> {
      const tenant = tenantOf(tenantId);
      const hit = tenant.kept.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value as T);
      const runKey = `${tenantId}:${tenant.generation}:${key}`;
      const current = running.get(runKey);
      if (current) return current as Promise<T>;
      const generation = tenant.generation;
      const started = compute()
        .then((value) => {
          const now = tenants.get(tenantId);
          if (now?.generation === generation) now.kept.set(key, { value, expires: Date.now() + ttlMs });
          return value;
        })
        .finally(() => running.delete(runKey));
      running.set(runKey, started);
      return started;
    },

    /** The tenant's data changed: later requests compute afresh and do not join older computations. */
    changed(tenantId: string) {
      const tenant = tenantOf(tenantId);
      tenant.generation++;
      tenant.kept.clear();
    },
  };
}
export type FigureCache = ReturnType<typeof createFigureCache>;

/** Changes committed by any crm instance reach this one as their events (core subscribers get them too). */
export function dropOnCrmEvents(nc: NatsConnection, cache: FigureCache): Subscription {
  return nc.subscribe(serviceEventsSubject('crm'), {
    callback: (error, msg) => {
      const tenantId = eventSubjectTenant(msg.subject);
      if (!error && tenantId) cache.changed(tenantId);
    },
  });
}
