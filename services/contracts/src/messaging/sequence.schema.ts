import { z } from 'zod';
import { TimeZone as timeZone } from '../common/time-zone';
import { ContactViewQuery } from '../crm/contact.schema';

/**
 * A whole number that a form may send as text ("8"); anything else not a number (null, true) is
 * refused as itself, never read as 0 the way `z.coerce` would.
 */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

/** One step: a template, sent this many hours after the step before it (the first: after enrolment). */
export const SequenceStep = z.object({
  templateId: z.uuid(),
  delayHours: wholeNumber(0, 24 * 365),
});
export type SequenceStep = z.infer<typeof SequenceStep>;

/**
 * A multi-step email sequence sent from one of its author's mailboxes: only inside the sending
 * window (hours in `timeZone`, Monday to Friday when `weekdaysOnly`), at most `dailyLimit` sequence
 * mails a day from the mailbox.
 */
export const SequenceDraft = z
  .object({
    name: z.string().trim().min(1, 'name the sequence').max(120),
    mailboxId: z.uuid(),
    steps: z.array(SequenceStep).min(1, 'add a step').max(10),
    timeZone,
    windowStartHour: wholeNumber(0, 23).default(8),
    windowEndHour: wholeNumber(1, 24).default(18),
    weekdaysOnly: z.boolean().default(true),
    dailyLimit: wholeNumber(1, 2000).default(200),
  })
  .refine((s) => s.windowEndHour > s.windowStartHour, {
    path: ['windowEndHour'],
    message: 'must be after the window’s start',
  });
export type SequenceDraft = z.input<typeof SequenceDraft>;

export const EnrolmentStatus = z.enum(['active', 'completed', 'replied', 'bounced', 'unsubscribed', 'stopped']);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatus>;

/** How many of a sequence's enrolments are in each state, and what it sent. */
export const SequenceFigures = z.object({
  enrolled: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  replied: z.number().int(),
  stopped: z.number().int(),
  sent: z.number().int(),
  /** Messages whose open pixel was fetched at least once (a lower bound: many mail programs block images). */
  opened: z.number().int(),
  /** Messages with at least one tracked link followed. */
  clicked: z.number().int(),
});

export const Sequence = z.object({
  id: z.uuid(),
  name: z.string(),
  mailboxId: z.uuid(),
  ownerId: z.uuid(),
  steps: z.array(SequenceStep),
  timeZone: z.string(),
  windowStartHour: z.number().int(),
  windowEndHour: z.number().int(),
  weekdaysOnly: z.boolean(),
  dailyLimit: z.number().int(),
  figures: SequenceFigures,
  createdAt: z.string(),
});
export type Sequence = z.infer<typeof Sequence>;

/** Contacts to enrol: a selection, or every contact a contacts view shows the enrolling user. */
export const EnrolRequest = z.union([
  z.object({ contactIds: z.array(z.uuid()).min(1, 'select a contact').max(1000) }),
  z.object({ filter: ContactViewQuery.omit({ sort: true }) }),
]);
export type EnrolRequest = z.input<typeof EnrolRequest>;

/** An enrolment is taken on in batches in the background: its run id follows it. */
export const EnrolAccepted = z.object({ runId: z.uuid() });

export const Enrolment = z.object({
  id: z.uuid(),
  contactId: z.uuid(),
  address: z.string(),
  status: EnrolmentStatus,
  /** The next step to send (0-based); equal to the steps' count once all went. */
  step: z.number().int(),
  nextAt: z.string().nullable(),
});
export type Enrolment = z.infer<typeof Enrolment>;
