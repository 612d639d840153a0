import { z } from 'zod';
import { EventEnvelope } from '../envelope';
import { ErrorEnvelope } from '../errors';
import { UserRoleResponse } from '../identity/identity.schema';

/** Messages a browser may send on `/ws`. */
export const WsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }),
]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

/** Messages the BFF sends on `/ws`. */
export const WsServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), user: UserRoleResponse.shape.user }),
  z.object({ type: z.literal('pong'), id: z.string().optional() }),
  z.object({ type: z.literal('event'), event: EventEnvelope }),
  z.object({ type: z.literal('error'), error: ErrorEnvelope }),
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;
