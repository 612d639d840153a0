import { z } from 'zod';
import { Email } from '../common/ids';
import { PageQuery } from '../identity/mail.schema';
import { contactTopics } from './contact-topics';

export const ContactTopic = z.enum(contactTopics, { message: 'must be one of the listed topics' });
export type ContactTopic = z.infer<typeof ContactTopic>;

/** The /contact form. `website` is a honeypot: hidden from people, filled in only by bots. */
export const ContactRequestInput = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  email: Email,
  company: z.string().trim().max(120, 'must be at most 120 characters').default(''),
  topic: ContactTopic,
  message: z.string().trim().min(10, 'must be at least 10 characters').max(5000, 'must be at most 5,000 characters'),
  website: z.string().max(200).default(''),
});
export type ContactRequestInput = z.infer<typeof ContactRequestInput>;
export type ContactRequestBody = z.input<typeof ContactRequestInput>;

export const contactReceivedMessage = 'Thanks! Your message reached our team; we will answer by email.';
export const ContactRequestResponse = z.object({ message: z.string() });

export const ContactRequest = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  topic: ContactTopic,
  message: z.string(),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactRequestPage = z.object({ requests: z.array(ContactRequest), nextCursor: z.string().nullable() });
export type ContactRequestPage = z.infer<typeof ContactRequestPage>;
export const ContactRequestListQuery = PageQuery;
