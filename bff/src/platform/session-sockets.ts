import { wsSessionEndedCode } from '@smartcrm/contracts';
import type { NatsConnection } from 'nats';
import { onIdentityEvent } from './identity-events';

/** What a session's socket must do when the session ends: close with this code and reason. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/**
 * The open sockets of each session. When identity ends a session (sign-out, revocation, a password
 * reset, a suspended workspace) or a user loses access (deactivated), their sockets close at once on
 * every BFF instance instead of going on receiving the tenant's events and calls.
 */
export function createSessionSockets(nc: NatsConnection) {
  const bySession = new Map<string, Set<ClosableSocket>>();
  const sessionsByUser = new Map<string, Set<string>>();

  const closeSession = (sessionId: string, reason: string) => {
    for (const socket of bySession.get(sessionId) ?? []) socket.close(wsSessionEndedCode, reason);
  };
  const subscriptions = [
    onIdentityEvent(nc, 'identity.session.revoked', ({ sessionId }) => closeSession(sessionId, 'Signed out')),
    onIdentityEvent(nc, 'identity.user.updated', ({ userId, status }) => {
      if (status === 'active') return;
      for (const sessionId of sessionsByUser.get(userId) ?? []) closeSession(sessionId, 'Access removed');
    }),
  ];

  return {
    /** Tracks a socket until the returned function is called (on its close). */
    add(sessionId: string, userId: string, socket: ClosableSocket): () => void {
      const sockets = bySession.get(sessionId) ?? new Set<ClosableSocket>();
      bySession.set(sessionId, sockets.add(socket));
      const sessions = sessionsByUser.get(userId) ?? new Set<string>();
      sessionsByUser.set(userId, sessions.add(sessionId));
      return () => {
        sockets.delete(socket);
        if (sockets.size > 0) return;
        bySession.delete(sessionId);
        sessions.delete(sessionId);
        if (sessions.size === 0) sessionsByUser.delete(userId);
      };
    },
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
