import { z } from 'zod';
import { OutboundMessage, SendRequest } from './message.schema';

/**
 * Sending. `messaging.messages.send` is the seam every sender uses (the composer through the BFF,
 * later sequences from automation): it queues the message in the service's outbox under its
 * intent id and answers at once; the service hands it to the mailbox's SMTP server once.
 */
export const messageRpcMethods = {
  'messaging.messages.send': { request: SendRequest, reply: OutboundMessage },
  /** A send by its intent id, to follow its status. */
  'messaging.messages.get': { request: z.object({ intentId: z.uuid() }), reply: OutboundMessage },
} as const;
