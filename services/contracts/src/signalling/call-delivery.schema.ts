import { z } from 'zod';
import { WsServerMessage } from '../platform/ws.schema';

/** Each BFF tells the signalling service it is alive this often; three missed beats close its sockets. */
export const bffHeartbeatMs = 10_000;

/**
 * Which tab of each joined participant is in the call. The signalling service sends it with every
 * change to the BFFs holding those tabs; a BFF relays call.signal between the tabs it names without
 * asking the service (the relay's hot path). No members: the call is over, drop it.
 */
export const CallGrant = z.object({
  callId: z.uuid(),
  version: z.number().int().min(1),
  members: z.array(z.object({ userId: z.uuid(), connectionId: z.uuid() })),
});
export type CallGrant = z.infer<typeof CallGrant>;

/**
 * A socket message on its way to a user's tabs over NATS (wsUserSubject / wsTenantSubject): from the
 * signalling service, or from another BFF relaying a signal. Whichever BFF holds the tabs delivers it.
 */
export const WsDelivery = z.object({
  /** Only this tab; otherwise every tab of the user. */
  connectionId: z.uuid().optional(),
  /** Every tab but this one (the tab that accepted does not get 'answered_elsewhere'). */
  exceptConnectionId: z.uuid().optional(),
  message: WsServerMessage,
  grant: CallGrant.optional(),
});
export type WsDelivery = z.infer<typeof WsDelivery>;
