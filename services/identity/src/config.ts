import { baseConfigSchema } from '@smartcrm/kit';
import { z } from 'zod';

export const identityConfigSchema = baseConfigSchema.extend({
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** e.g. smtps://user:pass@smtp.example.com:465; without it mail is logged and shown on /admin/mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('SmartCRM <no-reply@smartcrm.local>'),
  /** Where the public /contact form's messages are mailed too; they are always on /admin/inbox. */
  CONTACT_INBOX_EMAIL: z.email().optional(),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
