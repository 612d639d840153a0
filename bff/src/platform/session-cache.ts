import { EventEnvelope, eventTypeFilter, type SessionInfo } from '@smartcrm/contracts';
import type { NatsConnection } from 'nats';

const maxEntries = 50_000;

/**
 * Every request checks its session; asking identity each time costs a NATS hop and a
 * database transaction. Sessions are cached briefly, and dropped at once on every BFF
 * instance when identity says one was revoked (the event reaches core subscribers too).
 */
export function createSessionCache(nc: NatsConnection, ttlMs: number) {
  const entries = new Map<string, { session: SessionInfo; expires: number }>();
  const keyBySession = new Map<string, string>();
  const decoder = new TextDecoder();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) keyBySession.delete(entry.session.sessionId);
    entries.delete(key);
  };

  const subscription = nc.subscribe(eventTypeFilter('identity.session.revoked'), {
    callback: (error, msg) => {
      if (error) return;
      const event = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
      const sessionId = event.success ? (event.data.data as { sessionId?: string }).sessionId : undefined;
      const key = sessionId && keyBySession.get(sessionId);
      if (key) drop(key);
    },
  });

  return {
    get(tenantId: string, token: string): SessionInfo | undefined {
      const key = `${tenantId}:${token}`;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.session;
      drop(key);
      return undefined;
    },
    set(tenantId: string, token: string, session: SessionInfo) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        entries.clear();
        keyBySession.clear();
      }
      const key = `${tenantId}:${token}`;
      entries.set(key, { session, expires: Math.min(Date.now() + ttlMs, Date.parse(session.expiresAt)) });
      keyBySession.set(session.sessionId, key);
    },
    delete(tenantId: string, token: string) {
      drop(`${tenantId}:${token}`);
    },
    close: () => subscription.unsubscribe(),
  };
}
