import { z } from 'zod';
import { Contact } from '../crm/contact.schema';

/** A contact as the AI reads it: its own fields (what a person typed) … */
export const ScoringContact = Contact.pick({
  id: true,
  name: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  company: true,
  position: true,
  title: true,
  industry: true,
  status: true,
  interestLevel: true,
  source: true,
  tags: true,
  socialProfiles: true,
  location: true,
  leadScore: true,
  lastContact: true,
  createdAt: true,
  version: true,
});
export type ScoringContact = z.infer<typeof ScoringContact>;

const Latest = z.object({ id: z.uuid(), at: z.string() }).nullable();

/** … and what happened with it (timeline, deals, tasks), aggregated by crm in one statement per batch. */
export const ScoringActivity = z.object({
  /** Timeline entries of the last 30 and 90 days by kind (note, call, email, meeting, …). */
  last30: z.record(z.string(), z.number().int()),
  last90: z.record(z.string(), z.number().int()),
  lastActivity: z.object({ id: z.uuid(), kind: z.string(), at: z.string() }).nullable(),
  latestByKind: z.record(z.string(), Latest),
  openDeals: z.number().int(),
  openDealValue: z.number(),
  wonDeals: z.number().int(),
  lostDeals: z.number().int(),
  latestDeal: Latest,
  tasksCompleted90: z.number().int(),
  latestCompletedTask: Latest,
});
export type ScoringActivity = z.infer<typeof ScoringActivity>;

/** A contact with nothing on its timeline, no deals and no tasks. */
export const noScoringActivity: ScoringActivity = {
  last30: {},
  last90: {},
  lastActivity: null,
  latestByKind: {},
  openDeals: 0,
  openDealValue: 0,
  wonDeals: 0,
  lostDeals: 0,
  latestDeal: null,
  tasksCompleted90: 0,
  latestCompletedTask: null,
};

export const ScoringInput = z.object({ contact: ScoringContact, activity: ScoringActivity });
export type ScoringInput = z.infer<typeof ScoringInput>;

export const ScoringInputsRequest = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
export const ScoringInputsReply = z.object({ items: z.array(ScoringInput) });
/** Every live contact id of the tenant in id order, a page at a time (a run over all contacts). */
export const ContactIdPageRequest = z.object({
  after: z.uuid().optional(),
  limit: z.number().int().min(1).max(20_000).default(10_000),
  /** Only the contacts this import created or updated. */
  importId: z.uuid().optional(),
});
export const ContactIdPage = z.object({ ids: z.array(z.uuid()) });

/**
 * The lead scores AI computed: crm writes them to its lead scores (set-based, newest wins). The
 * time is said once for the event (a bulk batch's 2,000 scores share it); events from before it
 * was carry it on each score, and are read as they are.
 */
export const LeadScoresScored = z
  .object({
    scoredAt: z.iso.datetime({ offset: true }).optional(),
    scores: z
      .array(
        z.object({
          contactId: z.uuid(),
          score: z.number().int().min(0).max(100),
          scoredAt: z.iso.datetime({ offset: true }).optional(),
        }),
      )
      .max(5000),
  })
  .refine((event) => event.scoredAt !== undefined || event.scores.every((s) => s.scoredAt !== undefined), {
    message: 'each score needs its time when the event has none',
    path: ['scoredAt'],
  });
export type LeadScoresScored = z.infer<typeof LeadScoresScored>;
