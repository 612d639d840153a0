import { z } from 'zod';

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
