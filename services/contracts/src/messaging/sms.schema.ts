import { z } from 'zod';

/**
 * A phone number in E.164 (+ and up to 15 digits). The shape only: the messaging service checks
 * with libphonenumber-js that the number can exist before anything is sent.
 */
export const E164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in international format, such as +14155550100');

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 21:00');

/** Hours in a time zone during which nothing is sent: sends wait until the window ends. */
export const QuietHours = z
  .object({ start: clock, end: clock, timeZone: z.string().min(1).max(64) })
  .refine((q) => q.start !== q.end, { message: 'start and end must differ', path: ['end'] });
export type QuietHours = z.infer<typeof QuietHours>;

export const SmsProviderName = z.enum(['twilio']);

/** What an admin enters to connect a sending number; the credentials are checked before they are kept. */
export const SmsAccountDraft = z.object({
  provider: SmsProviderName.default('twilio'),
  accountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID (AC and 32 hexadecimal characters)'),
  authToken: z.string().trim().min(16, 'enter the auth token').max(200),
  fromNumber: E164,
  /** The provider's API address; Twilio's when absent (another is for a regional edge or a local test server). */
  apiBaseUrl: z.url().max(500).optional(),
  quietHours: QuietHours.nullable().default(null),
});
export type SmsAccountDraft = z.input<typeof SmsAccountDraft>;

/** A connected number as the workspace sees it; the auth token never leaves the service. */
export const SmsAccount = z.object({
  id: z.uuid(),
  provider: SmsProviderName,
  accountSid: z.string(),
  fromNumber: z.string(),
  apiBaseUrl: z.string(),
  /** Where the provider posts incoming messages (set on the number when it was connected). */
  inboundWebhookUrl: z.string(),
  quietHours: QuietHours.nullable(),
  createdAt: z.string(),
});
export type SmsAccount = z.infer<typeof SmsAccount>;

/**
 * queued: in the outbox; sending: being handed over; accepted: the provider has it; sent: on its
 * way to the handset; delivered / undelivered / failed: the carrier's verdict; received: inbound.
 */
export const SmsStatus = z.enum([
  'queued',
  'sending',
  'accepted',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'received',
]);
export type SmsStatus = z.infer<typeof SmsStatus>;

export const SmsBody = z.string().trim().min(1, 'write a message').max(1600, 'at most 1600 characters');

/** One text to one number; the same intentId again is the same send. */
export const SmsSendRequest = z.object({
  intentId: z.uuid(),
  to: E164,
  body: SmsBody,
  contactId: z.uuid().optional(),
  /** The sending number; the workspace's first when absent. */
  accountId: z.uuid().optional(),
});
export type SmsSendRequest = z.input<typeof SmsSendRequest>;

export const SmsMessage = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  direction: z.enum(['outbound', 'inbound']),
  /** The other party's number (the contact's). */
  peer: z.string(),
  contactId: z.uuid().nullable(),
  body: z.string(),
  segments: z.number().int(),
  status: SmsStatus,
  error: z.string().nullable(),
  /** When it may leave (quiet hours); null: as soon as it can. */
  sendAfter: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

/** One conversation: a sending number and a peer. */
export const SmsThread = z.object({
  accountId: z.uuid(),
  peer: z.string(),
  contactId: z.uuid().nullable(),
  optedOut: z.boolean(),
  unread: z.number().int(),
  last: SmsMessage,
});
export type SmsThread = z.infer<typeof SmsThread>;

export const SmsThreadQuery = z.object({ accountId: z.uuid(), peer: E164 });

/** A text to many at once; `{{firstName}}`-style fields are filled per recipient. */
export const SmsBulkRequest = z.object({
  bulkId: z.uuid(),
  accountId: z.uuid().optional(),
  body: SmsBody,
  recipients: z
    .array(
      z.object({
        to: E164,
        contactId: z.uuid().optional(),
        fields: z.record(z.string().max(40), z.string().max(200)).default({}),
      }),
    )
    .min(1, 'choose recipients')
    .max(10_000, 'at most 10,000 recipients at once'),
});
export type SmsBulkRequest = z.input<typeof SmsBulkRequest>;

export const SmsBulkResult = z.object({
  bulkId: z.uuid(),
  queued: z.number().int(),
  skipped: z.array(z.object({ to: z.string(), reason: z.string() })),
});

export const SmsBulkProgress = z.object({
  bulkId: z.uuid(),
  counts: z.partialRecord(SmsStatus, z.number().int()),
});

/** A provider's callback as the BFF received it: verified and applied by the messaging service. */
export const SmsWebhook = z.object({
  accountId: z.uuid(),
  kind: z.enum(['status', 'inbound']),
  messageId: z.uuid().optional(),
  /** Path and query the provider called, without scheme and host. */
  path: z.string().max(2000),
  params: z.record(z.string(), z.string()),
  signature: z.string().max(200),
});
/** What the provider gets back (TwiML for Twilio). */
export const SmsWebhookReply = z.object({ contentType: z.string(), body: z.string() });
