import { z } from 'zod';
import { Email } from '../common/ids';

/** How a connection is secured: implicit TLS (993/465), STARTTLS (143/587), or none (a local test server only). */
export const MailSecurity = z.enum(['tls', 'starttls', 'none']);
export type MailSecurity = z.infer<typeof MailSecurity>;

const host = z
  .string()
  .trim()
  .min(1, 'name the server')
  .max(253)
  .regex(/^[a-zA-Z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, 'must be a host name or an address');
export const MailServer = z.object({
  host,
  port: z.coerce.number().int().min(1).max(65_535),
  security: MailSecurity,
});
export type MailServer = z.infer<typeof MailServer>;

/**
 * How the CRM signs in to the mailbox. `password`: the account's (app) password, used for IMAP and
 * SMTP alike. OAuth for Google and Microsoft will be another kind here (a token grant), the
 * servers and the rest of the mailbox unchanged.
 */
export const MailboxAuthDraft = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('password'),
    username: z.string().trim().min(1, 'name the account').max(320),
    password: z.string().min(1, 'enter the app password').max(1000),
  }),
]);
export const MailboxAuthKind = z.enum(['password']);

/**
 * What of a mailbox's synced mail the CRM shares on contacts' timelines: `full` (subject and body),
 * `metadata` (who, when and subject; the body never leaves the messaging service) or `none`
 * (nothing). Mail sent from the CRM is shared in full whatever the setting: it was written there.
 */
export const MailPrivacy = z.enum(['full', 'metadata', 'none']);
export type MailPrivacy = z.infer<typeof MailPrivacy>;

/** What a user enters to connect a mailbox: tested before it is kept. */
export const MailboxDraft = z.object({
  address: Email,
  displayName: z.string().trim().max(200).optional(),
  imap: MailServer,
  smtp: MailServer,
  auth: MailboxAuthDraft,
  /** How far back the first sync reads. */
  backfillDays: z.number().int().min(0).max(3650).default(30),
  /** `full` for a new mailbox when absent; connecting an address again keeps its setting unless named. */
  privacy: MailPrivacy.optional(),
});
export type MailboxDraft = z.input<typeof MailboxDraft>;

export const MailboxStatus = z.enum(['connected', 'failing']);

/** A connected mailbox as its owner sees it; the secret never leaves the service. */
export const Mailbox = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  address: z.string(),
  displayName: z.string().nullable(),
  imap: MailServer,
  smtp: MailServer,
  auth: z.object({ kind: MailboxAuthKind, username: z.string() }),
  backfillDays: z.number().int(),
  privacy: MailPrivacy,
  status: MailboxStatus,
  lastError: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Mailbox = z.infer<typeof Mailbox>;

/** What a mailbox's owner may change once it is connected. */
export const MailboxUpdate = z.object({ privacy: MailPrivacy });
export type MailboxUpdate = z.infer<typeof MailboxUpdate>;
