import { z } from 'zod';
import { Email } from '../common/ids';
import { PageQuery } from '../identity/mail.schema';

/** The footer's Stay Updated box: an address to subscribe (double opt-in). */
export const NewsletterSubscribeRequest = z.object({ email: Email });
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequest>;

/**
 * The same answer whether the address is new, waiting for its confirmation or subscribed
 * already, so the form tells nobody who is on the list.
 */
export const NewsletterSubscribeResponse = z.object({ message: z.string() });
export const newsletterPendingMessage = 'Thanks! Check your inbox for a link to confirm your subscription.';

/** The single-use link mailed to the address. */
export const NewsletterToken = z.string().min(32, 'is not a confirmation link').max(128);
export const NewsletterConfirmRequest = z.object({ token: NewsletterToken });
export const NewsletterConfirmResponse = z.object({ email: z.string(), confirmedAt: z.string() });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

export const NewsletterStatus = z.enum(['pending', 'confirmed']);

export const NewsletterSubscriber = z.object({
  id: z.uuid(),
  email: z.string(),
  status: NewsletterStatus,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

/** Platform operators' list, newest first; `status` narrows it. */
export const NewsletterListQuery = PageQuery.extend({ status: NewsletterStatus.optional() });
export const NewsletterPage = z.object({
  subscribers: z.array(NewsletterSubscriber),
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int() }),
  nextCursor: z.string().nullable(),
});
export type NewsletterPage = z.infer<typeof NewsletterPage>;
