import { z } from 'zod';
import { Ack } from '../common/ack';
import { callClientMessages } from './call-messages';
import { Call, CallLogPage, CallLogQuery, IceServers, PresenceList } from './call.schema';

/** The socket (tab) a command came from; the actor in the envelope is its user. */
const fromTab = { connectionId: z.uuid() };
const [invite, accept, reject, cancel, hangup, add, , stats] = callClientMessages;
const withoutType = { type: true } as const;

/**
 * The signalling service: call state and presence (Redis), the call log (Postgres). The BFF turns
 * each call.* socket message into one of these, except call.signal, which it relays itself
 * under the service's CallGrant.
 */
export const signallingRpcMethods = {
  'signalling.calls.invite': { request: invite.omit(withoutType).extend(fromTab), reply: Call },
  'signalling.calls.accept': { request: accept.omit(withoutType).extend(fromTab), reply: Call },
  'signalling.calls.reject': { request: reject.omit(withoutType).extend(fromTab), reply: Ack },
  'signalling.calls.cancel': { request: cancel.omit(withoutType).extend(fromTab), reply: Ack },
  'signalling.calls.hangup': { request: hangup.omit(withoutType).extend(fromTab), reply: Ack },
  'signalling.calls.add': { request: add.omit(withoutType).extend(fromTab), reply: Call },
  'signalling.calls.stats': { request: stats.omit(withoutType).extend(fromTab), reply: Ack },
  /** The asking user's calls, newest first. */
  'signalling.calls.log': { request: CallLogQuery, reply: CallLogPage },
  'signalling.presence.list': { request: z.object({}), reply: PresenceList },
  /** STUN and TURN servers from configuration; TURN credentials minted per user when a secret is set. */
  'signalling.ice_servers.get': { request: z.object({}), reply: IceServers },
  /** A tab opened a socket on BFF `bffId`: the user is online. */
  'signalling.connections.open': { request: z.object({ ...fromTab, bffId: z.uuid() }), reply: Ack },
  /** A tab's socket closed: its ringing stops, its calls end for the others with 'disconnected'. */
  'signalling.connections.close': { request: z.object(fromTab), reply: Ack },
  /** A BFF is alive (no tenant): when its beats stop, every socket it held counts as closed. */
  'signalling.bffs.heartbeat': { request: z.object({ bffId: z.uuid() }), reply: Ack },
} as const;
