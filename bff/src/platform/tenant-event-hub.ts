import { EventEnvelope, tenantEventsSubject, type WsServerMessage } from '@smartcrm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';

interface Listener {
  send(message: WsServerMessage): void;
}

/**
 * Fans a tenant's events out to that tenant's open sockets on this BFF instance: one NATS
 * subscription per tenant with listeners, dropped with its last listener. Every BFF
 * instance subscribes for its own sockets, so events reach users on any instance.
 */
export function createTenantEventHub(nc: NatsConnection, log: FastifyBaseLogger) {
  const tenants = new Map<string, { subscription: Subscription; listeners: Set<Listener> }>();
  const decoder = new TextDecoder();

  function subscribe(tenantId: string) {
    const listeners = new Set<Listener>();
    const subscription = nc.subscribe(tenantEventsSubject(tenantId), {
      callback: (error, msg) => {
        if (error) return log.warn({ err: error }, 'tenant event subscription failed');
        const parsed = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
        if (!parsed.success || parsed.data.tenantId !== tenantId) return;
        for (const listener of listeners) listener.send({ type: 'event', event: parsed.data });
      },
    });
    return { subscription, listeners };
  }

  return {
    add(tenantId: string, listener: Listener): () => void {
      let entry = tenants.get(tenantId);
      if (!entry) {
        entry = subscribe(tenantId);
        tenants.set(tenantId, entry);
      }
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) {
          entry.subscription.unsubscribe();
          tenants.delete(tenantId);
        }
      };
    },
  };
}
