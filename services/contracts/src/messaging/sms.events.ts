import { z } from 'zod';
import { SmsStatus } from './sms.schema';

/** Text message facts; crm puts recorded ones on the contact's timeline. */
export const smsEvents = {
  /** A text was handed to the provider or came in (once per message). */
  'messaging.sms.recorded': {
    version: 1,
    data: z.object({
      messageId: z.uuid(),
      accountId: z.uuid(),
      direction: z.enum(['outbound', 'inbound']),
      /** The other party's number, E.164: crm matches it to contacts' phones. */
      peer: z.string(),
      ownNumber: z.string(),
      body: z.string(),
      contactId: z.uuid().nullable(),
      actorId: z.uuid().nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  },
  /** A text's status moved (a delivery receipt, a failure): what the thread shows live. */
  'messaging.sms.status_changed': {
    version: 1,
    data: z.object({ messageId: z.uuid(), peer: z.string(), status: SmsStatus, error: z.string().nullable() }),
  },
} as const;
