import { z } from 'zod';
import { ThankYou } from './form.schema';

/** A value as a browser posts it: text, the choices of a multi-select, a checkbox. */
export const SubmittedValue = z.union([
  z.string().max(5000, 'must be at most 5000 characters'),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(100),
]);
export type SubmittedValue = z.infer<typeof SubmittedValue>;

/** The values a submission keeps, after checking against its form: text, choices, a checkbox. */
export const StoredValue = z.union([z.string(), z.array(z.string()), z.boolean()]);
export type StoredValue = z.infer<typeof StoredValue>;

const tracking = z.string().trim().max(200);

export const Utm = z.object({
  source: tracking.optional(),
  medium: tracking.optional(),
  campaign: tracking.optional(),
});
export type Utm = z.infer<typeof Utm>;

/**
 * A visitor's post. `submissionId` is made by the page once per fill, so a retried or replayed
 * post stores nothing twice; `fillMs` is how long the page was open before sending and `website`
 * the honeypot input people never see (both tell bots apart, see formMinFillMs).
 */
export const PublicSubmission = z.object({
  submissionId: z.uuid(),
  values: z
    .record(z.string().max(40), SubmittedValue)
    .refine((values) => Object.keys(values).length <= 60, 'at most 60 values'),
  fillMs: z.number().int().min(0).max(86_400_000),
  website: z.string().max(500).optional(),
  utm: Utm.default({}),
  referrer: z.string().trim().max(2048).optional(),
});
export type PublicSubmission = z.input<typeof PublicSubmission>;

/** The same answer for every accepted post, bots' included: nothing tells a bot it was spotted. */
export const PublicSubmitReply = z.object({ received: z.literal(true), thankYou: ThankYou });
export type PublicSubmitReply = z.infer<typeof PublicSubmitReply>;

/** A page open for less than this was filled by a program. */
export const formMinFillMs = 2500;

export const FormSubmission = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  contactId: z.uuid().nullable(),
  contactName: z.string().nullable(),
  /** Whether the submission made a new contact or updated the one with its email. */
  outcome: z.enum(['created', 'updated']),
  values: z.record(z.string(), StoredValue),
  utm: Utm,
  referrer: z.string().nullable(),
  consent: z.object({ text: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type FormSubmission = z.infer<typeof FormSubmission>;

export const FormSubmissionQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const FormSubmissionPage = z.object({ items: z.array(FormSubmission), nextCursor: z.string().nullable() });
export type FormSubmissionPage = z.infer<typeof FormSubmissionPage>;
