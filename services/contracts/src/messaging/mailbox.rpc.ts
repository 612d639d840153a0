import { z } from 'zod';
import { Ack } from '../common/ack';
import { Mailbox, MailboxDraft, MailboxUpdate } from './mailbox.schema';

const byId = z.object({ id: z.uuid() });

/**
 * How long a caller of connect or test waits: a sign-in to IMAP and SMTP (side by side) may take
 * up to the service's MAIL_CONNECT_TIMEOUT_MS, which is capped below this.
 */
export const mailboxSignInWaitMs = 30_000;

/** The messaging service's mailboxes: each user's own connected IMAP + SMTP accounts. */
export const mailboxRpcMethods = {
  /**
   * Signs in to IMAP and SMTP with the draft and keeps it only when both accept (wrong
   * credentials: bad_input naming `auth.password`; an unreachable server: naming its host).
   * Connecting the same address again replaces its servers and secret.
   */
  'messaging.mailboxes.connect': { request: MailboxDraft, reply: Mailbox },
  /** The caller's mailboxes. */
  'messaging.mailboxes.list': { request: z.object({}), reply: z.object({ items: z.array(Mailbox) }) },
  /** The owner changes the mailbox's settings (another user's is not_found); later syncs follow them. */
  'messaging.mailboxes.update': { request: MailboxUpdate.extend({ id: z.uuid() }), reply: Mailbox },
  /** Signs in again with the kept secret; the status and error say how it went. */
  'messaging.mailboxes.test': { request: byId, reply: Mailbox },
  /** Syncs now instead of at the next interval. */
  'messaging.mailboxes.sync': { request: byId, reply: Ack },
  /** Forgets the mailbox, its secret and what was synced from it (the timeline entries stay). */
  'messaging.mailboxes.disconnect': { request: byId, reply: Ack },
} as const;
