import { z } from 'zod';
import { EventEnvelope } from '../envelope';
import { ErrorEnvelope } from '../errors';
import { UserRoleResponse } from '../identity/identity.schema';
import { callClientMessages, callServerMessages } from '../signalling/call-messages';

/** Messages a browser may send on `/ws`. */
export const WsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }),
  ...callClientMessages,
]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

/** Messages the BFF sends on `/ws`. */
export const WsServerMessage = z.discriminatedUnion('type', [
  /** `connectionId` names this socket (this tab) in calls: the tab that accepted is the one in the call. */
  z.object({ type: z.literal('hello'), user: UserRoleResponse.shape.user, connectionId: z.uuid() }),
  z.object({ type: z.literal('pong'), id: z.string().optional() }),
  z.object({ type: z.literal('event'), event: EventEnvelope }),
  z.object({ type: z.literal('error'), error: ErrorEnvelope }),
  ...callServerMessages,
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;

/** The close code of a socket whose session ended (sign-out elsewhere, revocation, access removed): do not reconnect. */
export const wsSessionEndedCode = 4401;
