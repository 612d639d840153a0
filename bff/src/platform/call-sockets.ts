import {
  AppError,
  type CallGrant,
  type CallSignal,
  WsDelivery,
  type WsServerMessage,
  wsTenantSubject,
  wsUserSubject,
} from '@smartcrm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';

export interface CallSocket {
  connectionId: string;
  tenantId: string;
  userId: string;
  /** A message already serialised once for every tab it goes to. */
  sendRaw(json: string): void;
}

interface Subscribed {
  subscription: Subscription;
  sockets: Set<CallSocket>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * This BFF's sockets as the call system sees them. Messages for a user travel on NATS subjects per
 * tenant and user (wsUserSubject): the signalling service publishes there, and so does any BFF
 * relaying a signal, and whichever BFF holds the user's tabs delivers. A BFF subscribes only for
 * users with a tab on it, so a message costs one hop, not a broadcast to every BFF.
 *
 * The relay of offers, answers and ICE candidates skips the service: the service pushes each call's
 * grant (which tab of which user is in it) with every change it delivers, so this BFF already knows
 * for its own tabs who may signal whom, and the hot path is socket → NATS → socket with no Redis
 * or Postgres in it. A grant goes stale for at most one NATS hop after a change; what can slip
 * through then is a candidate for a peer connection the receiving browser is closing anyway.
 */
export function createCallSockets(nc: NatsConnection, log: FastifyBaseLogger) {
  const users = new Map<string, Subscribed>();
  const tenants = new Map<string, Subscribed>();
  const grants = new Map<string, CallGrant>();
  const grantKey = (tenantId: string, callId: string) => `${tenantId}/${callId}`;

  function applyGrant(tenantId: string, grant: CallGrant) {
    const key = grantKey(tenantId, grant.callId);
    const known = grants.get(key);
    if (known && known.version > grant.version) return;
    if (grant.members.length) grants.set(key, grant);
    else grants.delete(key);
  }

  function deliver(tenantId: string, sockets: Set<CallSocket>, data: Uint8Array) {
    let parsed: ReturnType<typeof WsDelivery.safeParse>;
    try {
      parsed = WsDelivery.safeParse(JSON.parse(decoder.decode(data)));
    } catch {
      return log.warn('undecodable socket delivery dropped');
    }
    if (!parsed.success)
      return log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'malformed socket delivery dropped');
    const { grant, connectionId, exceptConnectionId, message } = parsed.data;
    if (grant) applyGrant(tenantId, grant);
    const json = JSON.stringify(message);
    for (const socket of sockets) {
      if (connectionId && socket.connectionId !== connectionId) continue;
      if (exceptConnectionId && socket.connectionId === exceptConnectionId) continue;
      socket.sendRaw(json);
    }
  }

  function join(map: Map<string, Subscribed>, key: string, subject: string, tenantId: string, socket: CallSocket) {
    let entry = map.get(key);
    if (!entry) {
      const sockets = new Set<CallSocket>();
      const subscription = nc.subscribe(subject, {
        callback: (error, msg) =>
          error ? log.warn({ err: error }, 'socket subscription failed') : deliver(tenantId, sockets, msg.data),
      });
      entry = { subscription, sockets };
      map.set(key, entry);
    }
    entry.sockets.add(socket);
    return () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size) return;
      entry.subscription.unsubscribe();
      map.delete(key);
    };
  }

  /** Grants no tab of this BFF is in any more. */
  function forgetGrantsOf(socket: CallSocket) {
    for (const [key, grant] of grants) {
      if (!grant.members.some((m) => m.connectionId === socket.connectionId)) continue;
      const stillHere = grant.members.some(
        (m) => m.connectionId !== socket.connectionId && users.get(`${socket.tenantId}/${m.userId}`),
      );
      if (!stillHere) grants.delete(key);
    }
  }

  return {
    /** Starts delivering to the socket; the returned function stops. */
    add(socket: CallSocket): () => void {
      const leaveUser = join(
        users,
        `${socket.tenantId}/${socket.userId}`,
        wsUserSubject(socket.tenantId, socket.userId),
        socket.tenantId,
        socket,
      );
      const leaveTenant = join(tenants, socket.tenantId, wsTenantSubject(socket.tenantId), socket.tenantId, socket);
      return () => {
        leaveUser();
        leaveTenant();
        forgetGrantsOf(socket);
      };
    },

    /** Relays a signal to the other participant's tab in the call; refused unless both are in it. */
    relay(from: CallSocket, callId: string, toUserId: string, signal: CallSignal) {
      const grant = grants.get(grantKey(from.tenantId, callId));
      const sender = grant?.members.find((m) => m.connectionId === from.connectionId && m.userId === from.userId);
      if (!grant || !sender) throw new AppError('forbidden', 'You are not in this call');
      const target = grant.members.find((m) => m.userId === toUserId && m.userId !== from.userId);
      if (!target) throw new AppError('not_found', 'That person is not in this call');
      const message: WsServerMessage = { type: 'call.signal', callId, fromUserId: from.userId, signal };
      const delivery: WsDelivery = { connectionId: target.connectionId, message };
      nc.publish(wsUserSubject(from.tenantId, toUserId), encoder.encode(JSON.stringify(delivery)));
    },

    /** How many users and calls this BFF tracks (for the logs on shutdown and the bench). */
    size: () => ({ users: users.size, tenants: tenants.size, grants: grants.size }),
  };
}
export type CallSockets = ReturnType<typeof createCallSockets>;
