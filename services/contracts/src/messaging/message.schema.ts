import { z } from 'zod';
import { Email } from '../common/ids';

/** Text that goes into a header: a line break would start a header of the sender's choosing. */
const headerText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must be one line without control characters');

const rfcMessageId = z
  .string()
  .max(998)
  .regex(/^<[^<>\s]+@[^<>\s]+>$/, 'must be a Message-ID such as <id@host>');

export const Recipient = z.object({ address: Email, name: headerText(200).optional() });
export type Recipient = z.infer<typeof Recipient>;

/**
 * One message to send: `intentId` names the intent (a click, a sequence step), so asking twice
 * sends once. The HTML is sanitised by the service; `text` is derived from it when absent.
 */
export const SendRequest = z.object({
  intentId: z.uuid(),
  /** The sender's mailbox; their first one when absent. */
  mailboxId: z.uuid().optional(),
  to: z.array(Recipient).min(1, 'name a recipient').max(50),
  cc: z.array(Recipient).max(50).default([]),
  subject: headerText(300).pipe(z.string().min(1, 'needs a subject')),
  html: z.string().max(500_000).default(''),
  text: z.string().max(500_000).optional(),
  /** The contact whose timeline the message goes on (besides any contact matching a recipient). */
  contactId: z.uuid().optional(),
  /** A reply: the Message-ID it answers (threads it with In-Reply-To and References). */
  inReplyTo: rfcMessageId.optional(),
  /** A scheduled send: handed to the mail server at this time rather than now (at most a year ahead). */
  sendAt: z.iso
    .datetime({ offset: true })
    .refine((at) => Date.parse(at) < Date.now() + 366 * 86_400_000, 'must be within a year')
    .optional(),
});
export type SendRequest = z.input<typeof SendRequest>;

export const OutboundStatus = z.enum(['queued', 'sending', 'sent', 'failed']);
export type OutboundStatus = z.infer<typeof OutboundStatus>;

/** A send as the service keeps it. `failed` with an interrupted hand-off is never retried (it may have gone). */
export const OutboundMessage = z.object({
  id: z.uuid(),
  intentId: z.uuid(),
  mailboxId: z.uuid(),
  messageId: z.string(),
  subject: z.string(),
  to: z.array(Recipient),
  status: OutboundStatus,
  error: z.string().nullable(),
  createdAt: z.string(),
  /** When a scheduled send is due; null for one sent at once. */
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Fetches of its open pixel (sequence mail carries one). */
  opens: z.number().int(),
  /** Follows of its tracked links (sequence mail tracks its links). */
  clicks: z.number().int(),
});
export type OutboundMessage = z.infer<typeof OutboundMessage>;

export const MessageDirection = z.enum(['outbound', 'inbound']);

/** A participant as a message names them. */
export const Participant = z.object({ address: z.string(), name: z.string().nullable() });
