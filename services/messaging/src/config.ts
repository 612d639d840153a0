import { baseConfigSchema, hostList, secret } from '@smartcrm/kit';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const messagingConfigSchema = baseConfigSchema.extend({
  /** Encrypts mailbox passwords at rest. */
  MAILBOX_SECRET: secret('smartcrm-dev-mailbox-secret', 16),
  /**
   * Mailboxes whose servers take passwords without TLS (`security: none`). Off: a password is never
   * sent in clear; the tests' local mail server turns it on.
   */
  MAIL_ALLOW_PLAINTEXT: flag,
  /**
   * Mail servers a mailbox may name although they are private (an internal Exchange), comma
   * separated; any other private or internal address is refused (no SSRF into the platform's network).
   */
  MAIL_PRIVATE_HOSTS: hostList,
  /** How long a sign-in to IMAP or SMTP may take before it counts as unreachable (below the BFF's mailboxSignInWaitMs). */
  MAIL_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(15_000),
  /** How often each instance looks for queued sends (a send is also handed over at once). */
  MAIL_SEND_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** How often every mailbox is synced. */
  MAIL_SYNC_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(60_000),
  /** How many mailboxes one instance syncs at once (a slow server holds up only its own mailbox). */
  MAIL_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** A mailbox sync not renewed for this long (its instance stopped) is taken over by another instance. */
  MAIL_SYNC_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /** How often an instance renews its claim on the mailboxes it keeps an IDLE connection to (new mail synced at once). */
  MAIL_WATCH_RENEW_MS: z.coerce.number().int().min(200).max(600_000).default(10_000),
  /** The most mailboxes one instance keeps IDLE connections to; the rest are synced each interval. */
  MAIL_WATCH_MAX: z.coerce.number().int().min(0).max(10_000).default(500),
  /** A send claimed longer ago than this by an instance that stopped is settled by another. */
  MAIL_SEND_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** Encrypts telephony providers' auth tokens at rest. */
  SMS_SECRET: secret('smartcrm-dev-sms-secret', 16),
  /** Telephony API hosts a workspace may name although they are private (a local test provider), comma separated. */
  SMS_PRIVATE_HOSTS: hostList,
  /** How often each instance looks for texts due (a send is also handed over at once). */
  SMS_SEND_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** A text claimed longer ago than this by an instance that stopped is settled by another (asking the provider). */
  SMS_SEND_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Texts per second from one number (a long code takes about one). */
  SMS_RATE_PER_NUMBER: z.coerce.number().min(0.1).max(1000).default(1),
  /** Signs the unsubscribe links of sequence mails (so a link names one enrolment and cannot be forged). */
  MAIL_LINK_SECRET: secret('smartcrm-dev-mail-link-secret', 16),
  /** How often each instance looks for sequence steps that are due. */
  MAIL_SEQUENCE_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Sequence mails handed to the outbox per minute across every instance (throttling). */
  MAIL_SEQUENCE_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
});
export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
