import { EventEnvelope, type EventData, tenantEventsSubject, type WsServerMessage } from '@smartcrm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { eventFor, type ScopeRules, type SocketViewer } from './event-visibility';

const rulesRetryMs = 5000;

interface Listener {
  /** Whose socket it is; the role changes in place when identity says it did. */
  viewer: SocketViewer;
  send(message: WsServerMessage): void;
}

interface TenantEntry {
  subscription: Subscription;
  listeners: Set<Listener>;
  /** The tenant's record-visibility rules; null until read (record events then carry ids only). */
  rules: ScopeRules | null;
}

/**
 * Fans a tenant's events out to that tenant's open sockets on this BFF instance: one NATS
 * subscription per tenant with listeners, dropped with its last listener. Every BFF
 * instance subscribes for its own sockets, so events reach users on any instance. A record
 * event reaches each socket as its user may see it (see eventFor): the rules are read once per
 * tenant and kept current by the tenant's own crm.visibility.updated events.
 */
export function createTenantEventHub(
  nc: NatsConnection,
  log: FastifyBaseLogger,
  loadRules: (tenantId: string) => Promise<ScopeRules>,
) {
  const tenants = new Map<string, TenantEntry>();
  const decoder = new TextDecoder();

  function track(entry: TenantEntry, event: EventEnvelope) {
    if (event.type === 'crm.visibility.updated') {
      const { role, scope } = event.data as EventData<'crm.visibility.updated'>;
      entry.rules = { ...(entry.rules ?? {}), [role]: scope };
    }
    if (event.type === 'identity.user.updated') {
      const { userId, role } = event.data as EventData<'identity.user.updated'>;
      for (const listener of entry.listeners) if (listener.viewer.userId === userId) listener.viewer.role = role;
    }
  }

  function subscribe(tenantId: string): TenantEntry {
    const entry: TenantEntry = { listeners: new Set(), rules: null } as TenantEntry;
    entry.subscription = nc.subscribe(tenantEventsSubject(tenantId), {
      callback: (error, msg) => {
        if (error) return log.warn({ err: error }, 'tenant event subscription failed');
        const parsed = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
        if (!parsed.success || parsed.data.tenantId !== tenantId) return;
        track(entry, parsed.data);
        for (const listener of entry.listeners) {
          listener.send({ type: 'event', event: eventFor(listener.viewer, entry.rules, parsed.data) });
        }
      },
    });
    const load = () =>
      loadRules(tenantId).then(
        (rules) => {
          // An update heard meanwhile is newer than what was read.
          entry.rules = { ...rules, ...(entry.rules ?? {}) };
        },
        (err) => {
          log.warn({ err, tenantId }, 'visibility rules unread: record events carry ids only until they are');
          if (tenants.get(tenantId) === entry) setTimeout(load, rulesRetryMs).unref();
        },
      );
    void load();
    return entry;
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
