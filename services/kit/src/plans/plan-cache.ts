import { EventEnvelope, eventTypeFilter, type Plan } from '@smartcrm/contracts';
import type { NatsConnection } from 'nats';
import { currentContext } from '../context';
import type { RpcClient } from '../nats/rpc-client';

const maxEntries = 10_000;

/**
 * The plan of a tenant, for services that enforce its quotas: asked of the tenant service
 * and kept briefly. A plan change of a tenant, or an edit of any plan, drops the cached
 * entries on every instance at once (the events reach core subscribers too).
 */
export function createPlanCache(rpc: RpcClient, nc: NatsConnection, ttlMs = 30_000) {
  const entries = new Map<string, { plan: Plan; expires: number }>();
  const decoder = new TextDecoder();
  const on = (type: 'tenant.tenant.plan_changed' | 'tenant.plan.updated', act: (tenantId: string) => void) =>
    nc.subscribe(eventTypeFilter(type), {
      callback: (error, msg) => {
        if (error) return;
        const event = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
        if (event.success) act(event.data.tenantId);
      },
    });
  const subscriptions = [
    on('tenant.tenant.plan_changed', (tenantId) => entries.delete(tenantId)),
    on('tenant.plan.updated', () => entries.clear()),
  ];

  return {
    async of(tenantId: string): Promise<Plan> {
      const hit = entries.get(tenantId);
      if (hit && hit.expires > Date.now()) return hit.plan;
      const requestId = currentContext()?.requestId ?? crypto.randomUUID();
      const plan = await rpc.call('tenant.plans.current', {}, { tenantId, actor: null, requestId });
      if (entries.size >= maxEntries) entries.clear();
      entries.set(tenantId, { plan, expires: Date.now() + ttlMs });
      return plan;
    },
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
export type PlanCache = ReturnType<typeof createPlanCache>;
