import type { SessionInfo } from '@smartcrm/contracts';
import type { NatsConnection } from 'nats';
import { onIdentityEvent } from './identity-events';

const maxEntries = 50_000;

/**
 * Every request checks its session; asking identity each time costs a NATS hop and a
 * database transaction. Sessions are cached briefly, and dropped at once on every BFF
 * instance when identity says one was revoked or its user changed (role, status): the
 * events reach core subscribers too, so the next request asks identity again.
 */
export function createSessionCache(nc: NatsConnection, ttlMs: number) {
  const entries = new Map<string, { session: SessionInfo; expires: number }>();
  const keyBySession = new Map<string, string>();
  const keysByUser = new Map<string, Set<string>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    keyBySession.delete(entry.session.sessionId);
    const userKeys = keysByUser.get(entry.session.user.id);
    userKeys?.delete(key);
    if (userKeys?.size === 0) keysByUser.delete(entry.session.user.id);
  };
  const dropSession = (sessionId: string) => {
    const key = keyBySession.get(sessionId);
    if (key) drop(key);
  };
  const dropUser = (userId: string) => {
    for (const key of keysByUser.get(userId) ?? []) drop(key);
  };

  const subscriptions = [
    onIdentityEvent(nc, 'identity.session.revoked', ({ sessionId }) => dropSession(sessionId)),
    onIdentityEvent(nc, 'identity.user.updated', ({ userId }) => dropUser(userId)),
  ];

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
        keysByUser.clear();
      }
      const key = `${tenantId}:${token}`;
      drop(key);
      entries.set(key, { session, expires: Math.min(Date.now() + ttlMs, Date.parse(session.expiresAt)) });
      keyBySession.set(session.sessionId, key);
      const userKeys = keysByUser.get(session.user.id) ?? new Set<string>();
      keysByUser.set(session.user.id, userKeys.add(key));
    },
    delete(tenantId: string, token: string) {
      drop(`${tenantId}:${token}`);
    },
    /** This instance drops at once what its own request changed; the events tell the others. */
    dropSession,
    dropUser,
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
