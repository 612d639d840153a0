import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { csvParam } from '../common/query-params';

/** What a timeline entry records: logged by a user (note, call, email) or written by the service. */
export const activityKinds = [
  'note',
  'call',
  'email',
  'sms',
  'stage_change',
  'task_completed',
  'appointment',
  'contact_created',
  'deal_created',
  'form_submission',
  'video_view',
] as const;
export const ActivityKind = z.enum(activityKinds);
export type ActivityKind = z.infer<typeof ActivityKind>;

export const callOutcomes = ['connected', 'no_answer', 'left_voicemail', 'busy', 'wrong_number'] as const;
export const CallOutcome = z.enum(callOutcomes);
export type CallOutcome = z.infer<typeof CallOutcome>;
export const EmailDirection = z.enum(['outbound', 'inbound']);

const body = (max = 20_000) => z.string().trim().max(max);
const occurredAt = z.iso.datetime({ offset: true }).optional();

/** What a user logs on a contact or deal; occurredAt defaults to now. */
export const ActivityDraft = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), body: body().min(1, 'write something'), occurredAt }),
  z.object({
    kind: z.literal('call'),
    outcome: CallOutcome,
    durationSeconds: z.number().int().min(0).max(86_400).default(0),
    body: body().optional(),
    occurredAt,
  }),
  z.object({
    kind: z.literal('email'),
    direction: EmailDirection.default('outbound'),
    subject: z.string().trim().min(1, 'needs a subject').max(300),
    body: body().optional(),
    occurredAt,
  }),
]);
export type ActivityDraft = z.input<typeof ActivityDraft>;

export const Activity = z.object({
  id: z.uuid(),
  kind: ActivityKind,
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  /** Kind-specific facts: a call's outcome and duration, an email's direction, a stage change's stages. */
  meta: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Activity = z.infer<typeof Activity>;

const kinds = csvParam(ActivityKind, activityKinds.length);

/** `GET …/activities`: newest first, keyset pages, optionally only some kinds. */
export const ActivityListQuery = z.object({
  kind: kinds.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ActivityListQuery = z.input<typeof ActivityListQuery>;

/** The record a timeline belongs to: a contact or a deal. */
export const ActivityParent = z
  .object({ contactId: z.uuid().optional(), dealId: z.uuid().optional() })
  .refine((p) => Boolean(p.contactId) !== Boolean(p.dealId), {
    message: 'name a contact or a deal',
    path: ['contactId'],
  });
export type ActivityParent = z.infer<typeof ActivityParent>;

export const ActivityPage = z.object({ items: z.array(Activity), nextCursor: z.string().nullable() });
export type ActivityPage = z.infer<typeof ActivityPage>;

/** Only notes are edited, by their author; `version` is the one the editor saw. */
export const ActivityPatch = z.object({ body: body().min(1, 'write something'), version: RowVersion });
export type ActivityPatch = z.input<typeof ActivityPatch>;
