import { z } from 'zod';
import { Email } from '../common/ids';

/** `logged`: no SMTP server is configured, so the mail went to the log and the developer mailbox. */
export const MailStatus = z.enum(['pending', 'sent', 'logged', 'failed']);
export type MailStatus = z.infer<typeof MailStatus>;

export const MailMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** Left out once a real SMTP server has the mail: its links are single-use secrets of the recipient. */
  text: z.string().nullable(),
  status: MailStatus,
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export const PageQuery = z.object({
  after: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const MailPage = z.object({ messages: z.array(MailMessage), nextCursor: z.string().nullable() });
export type MailPage = z.infer<typeof MailPage>;

/** A file sent with a mail (a calendar invitation's .ics), its text content as it is. */
export const MailAttachment = z.object({
  filename: z.string().min(1).max(200),
  /** With its parameters: `text/calendar; method=REQUEST; charset=utf-8`. */
  contentType: z.string().min(1).max(200),
  content: z.string().max(256_000),
});
export type MailAttachment = z.infer<typeof MailAttachment>;

/**
 * A mail another service sends through the workspace's system mail (a booking's confirmation).
 * `id` is the intent's: queued again with it, the mail is not sent again.
 */
export const QueuedMail = z.object({
  id: z.uuid(),
  to: Email,
  subject: z.string().min(1).max(500),
  text: z.string().max(100_000),
  html: z.string().max(200_000),
  attachments: z.array(MailAttachment).max(5).default([]),
});
export type QueuedMail = z.input<typeof QueuedMail>;
