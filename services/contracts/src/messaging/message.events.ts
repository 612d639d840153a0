import { z } from 'zod';
import { MessageDirection, Participant } from './message.schema';

/** Events of the messaging service; events.ts combines every domain's. */
export const messageEvents = {
  /**
   * A message was sent from, or synced into, a connected mailbox (once per message and mailbox;
   * never for mail synced into a mailbox whose privacy is `none`).
   * crm puts it on the timeline of `contactId` and of every contact a participant's address is.
   */
  'messaging.message.recorded': {
    version: 1,
    data: z.object({
      messageId: z.uuid(),
      mailboxId: z.uuid(),
      ownerId: z.uuid(),
      /** The mailbox's own address: never matched to a contact. */
      mailboxAddress: z.string(),
      direction: MessageDirection,
      rfcMessageId: z.string(),
      threadId: z.string(),
      subject: z.string(),
      from: Participant,
      to: z.array(Participant),
      cc: z.array(Participant),
      /** Plain text, cut to what a timeline shows; empty when the body is not shared. */
      text: z.string(),
      /** False when the mailbox shares metadata only (its privacy): the body stayed in the mailbox. */
      bodyShared: z.boolean().default(true),
      sentAt: z.iso.datetime({ offset: true }),
      contactId: z.uuid().nullable(),
    }),
  },
  /** A send failed for good (refused by the server, or interrupted during hand-off and not retried). */
  'messaging.message.failed': {
    version: 1,
    data: z.object({ outboundId: z.uuid(), intentId: z.uuid(), ownerId: z.uuid(), error: z.string() }),
  },
} as const;
