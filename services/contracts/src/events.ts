import { z } from 'zod';
import { BulkStatus } from './ai/bulk.schema';
import { LeadScoresScored } from './ai/scoring-input.schema';
import { ImportCounts, ImportKind, ImportStatus } from './crm/contact-import.schema';
import { DataExportStatus } from './crm/data-export.schema';
import { RecordScope } from './crm/visibility.schema';
import { Role } from './identity/roles';
import { UserImportCounts, UserImportStatus } from './identity/user-import.schema';
import { UserStatus } from './identity/user-admin.schema';

/** The operator who made a platform-wide change, for the audit log. */
const OperatorRef = z.object({ userId: z.uuid(), email: z.string() });

interface EventDef {
  version: number;
  data: z.ZodType;
}

/**
 * Facts other processes react to, named `<service>.<entity>.<verb>`; published to JetStream
 * after the transaction that made them true has committed.
 */
export const eventTypes = {
  'tenant.tenant.created': {
    version: 1,
    data: z.object({ slug: z.string(), companyName: z.string() }),
  },
  /** Branding changed (`changed` names Branding fields, 'logo' and 'favicon' included): caches drop the tenant. */
  'tenant.tenant.updated': {
    version: 1,
    data: z.object({ changed: z.array(z.string()), version: z.number().int() }),
  },
  /**
   * An operator moved the tenant to another plan, or its owner chose one to end the free trial
   * (`endedTrial`): quota and feature caches drop it.
   */
  'tenant.tenant.plan_changed': {
    version: 1,
    data: z.object({ from: z.string(), to: z.string(), by: OperatorRef, endedTrial: z.boolean().optional() }),
  },
  /** An operator gave a workspace on its free trial more days (`to` is the new end). */
  'tenant.tenant.trial_extended': {
    version: 1,
    data: z.object({ days: z.number().int(), to: z.string(), by: OperatorRef }),
  },
  /** Suspended (its users are signed out and cannot sign in; its data is kept) or reactivated. */
  'tenant.tenant.status_changed': {
    version: 1,
    data: z.object({ status: z.enum(['active', 'suspended']), by: OperatorRef }),
  },
  /** A plan was created or edited (the event's tenant is the operator's): every plan cache drops it. */
  'tenant.plan.updated': {
    version: 1,
    data: z.object({ planId: z.string(), version: z.number().int(), created: z.boolean(), by: OperatorRef }),
  },
  /** An operator set the share of its clients' plan prices a partner earns (percent, two decimals). */
  'tenant.partner.share_changed': {
    version: 1,
    data: z.object({ sharePercent: z.number(), previous: z.number(), by: OperatorRef }),
  },
  'identity.user.created': {
    version: 1,
    data: z.object({ userId: z.uuid(), email: z.string(), name: z.string(), role: Role }),
  },
  /** A session ended before its time (sign-out, revocation): caches of it must drop it. */
  'identity.session.revoked': {
    version: 1,
    data: z.object({ sessionId: z.uuid(), userId: z.uuid() }),
  },
  /** A user's role, status or name changed: session caches must drop that user's sessions. */
  'identity.user.updated': {
    version: 1,
    data: z.object({ userId: z.uuid(), email: z.string(), name: z.string(), role: Role, status: UserStatus }),
  },
  /** A mail waits in identity's outbox; identity's own mail worker sends it. */
  'identity.mail.queued': { version: 1, data: z.object({ mailId: z.uuid() }) },
  /** A bulk user import was started: identity's import worker runs it (the event is its job). */
  'identity.user_import.started': { version: 1, data: z.object({ importId: z.uuid() }) },
  /** Progress of a bulk user import, for progress bars (published directly, not through the outbox). */
  'identity.user_import.progress': {
    version: 1,
    data: z.object({ importId: z.uuid(), status: UserImportStatus, counts: UserImportCounts }),
  },
  'crm.contact.created': {
    version: 1,
    data: z.object({ contactId: z.uuid(), ownerId: z.uuid().nullable(), name: z.string(), email: z.string() }),
  },
  /** `changed` names the fields (as in the Contact schema) whose value changed. */
  'crm.contact.updated': {
    version: 1,
    data: z.object({ contactId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.contact.deleted': { version: 1, data: z.object({ contactId: z.uuid() }) },
  'crm.contact.restored': { version: 1, data: z.object({ contactId: z.uuid() }) },
  /** The loser's deals and timeline moved to the survivor and the loser was deleted; `undone` when reverted. */
  'crm.contact.merged': {
    version: 1,
    data: z.object({ mergeId: z.uuid(), survivorId: z.uuid(), loserId: z.uuid(), undone: z.boolean() }),
  },
  /** After every committed batch of an import or revert, and when it ends (a progress bar's feed). */
  'crm.import.progress': {
    version: 1,
    data: z.object({ importId: z.uuid(), status: ImportStatus, counts: ImportCounts }),
  },
  /** An import committed its last row (through the outbox, unlike its progress): its contacts can be scored. */
  'crm.import.completed': {
    version: 1,
    data: z.object({ importId: z.uuid(), kind: ImportKind, counts: ImportCounts }),
  },
  /** An export ended (completed or failed): the requester's tabs offer the download. */
  'crm.export.finished': {
    version: 1,
    data: z.object({ exportId: z.uuid(), requestedBy: z.uuid(), status: DataExportStatus, rows: z.number().int() }),
  },
  'crm.deal.created': {
    version: 1,
    data: z.object({
      dealId: z.uuid(),
      pipelineId: z.uuid(),
      stageId: z.uuid(),
      ownerId: z.uuid().nullable(),
      title: z.string(),
      value: z.number().int(),
      version: z.number().int(),
    }),
  },
  /** `changed` names the fields (as in the Deal schema) whose value changed. */
  'crm.deal.updated': {
    version: 1,
    data: z.object({ dealId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.deal.stage_changed': {
    version: 1,
    data: z.object({
      dealId: z.uuid(),
      fromStageId: z.uuid(),
      toStageId: z.uuid(),
      status: z.enum(['open', 'won', 'lost']),
      version: z.number().int(),
    }),
  },
  'crm.deal.deleted': { version: 1, data: z.object({ dealId: z.uuid() }) },
  'crm.deal.restored': { version: 1, data: z.object({ dealId: z.uuid() }) },
  'crm.task.created': {
    version: 1,
    data: z.object({
      taskId: z.uuid(),
      title: z.string(),
      assigneeId: z.uuid().nullable(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      dueDate: z.string().nullable(),
    }),
  },
  /** `changed` names the fields (as in the Task schema) whose value changed. */
  'crm.task.updated': {
    version: 1,
    data: z.object({ taskId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  /** Marked complete; the AI orchestrator reacts when it has an assistant thread. */
  'crm.task.completed': {
    version: 1,
    data: z.object({
      taskId: z.uuid(),
      title: z.string(),
      completedBy: z.uuid().nullable(),
      completedAt: z.string(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      assistantThreadId: z.string().nullable(),
    }),
  },
  'crm.task.reopened': { version: 1, data: z.object({ taskId: z.uuid() }) },
  'crm.task.deleted': { version: 1, data: z.object({ taskId: z.uuid() }) },
  'crm.task.restored': { version: 1, data: z.object({ taskId: z.uuid() }) },
  'crm.appointment.created': {
    version: 1,
    data: z.object({
      appointmentId: z.uuid(),
      title: z.string(),
      type: z.enum(['call', 'demo', 'presentation', 'other']),
      status: z.string(),
      startsAt: z.string(),
      endsAt: z.string().nullable(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      ownerId: z.uuid().nullable(),
    }),
  },
  'crm.appointment.updated': {
    version: 1,
    data: z.object({ appointmentId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.appointment.deleted': { version: 1, data: z.object({ appointmentId: z.uuid() }) },
  'crm.appointment.restored': { version: 1, data: z.object({ appointmentId: z.uuid() }) },
  /** A timeline entry was written (note, call, email, stage change, task completion, appointment…). */
  'crm.activity.created': {
    version: 1,
    data: z.object({
      activityId: z.uuid(),
      kind: z.string(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
    }),
  },
  'crm.activity.updated': { version: 1, data: z.object({ activityId: z.uuid(), version: z.number().int() }) },
  'crm.activity.deleted': { version: 1, data: z.object({ activityId: z.uuid() }) },
  /** Stages renamed, reordered, added or removed (deals of a removed stage moved with it). */
  'crm.pipeline.updated': { version: 1, data: z.object({ pipelineId: z.uuid(), version: z.number().int() }) },
  'crm.pipeline.created': { version: 1, data: z.object({ pipelineId: z.uuid(), name: z.string() }) },
  /** `movedTo`: the pipeline that took its deals, if it had any. */
  'crm.pipeline.deleted': { version: 1, data: z.object({ pipelineId: z.uuid(), movedTo: z.uuid().nullable() }) },
  /** A role now sees its own, its team's or all of the tenant's records: lists and figures change with it. */
  'crm.visibility.updated': { version: 1, data: z.object({ role: Role, scope: RecordScope }) },
  /** AI scored contacts (one or a bulk batch): crm writes their lead scores; browsers refresh. */
  'ai.contact.scored': { version: 1, data: LeadScoresScored },
  /** A bulk run moved on (published directly, at most about once a second per run). */
  'ai.bulk.progress': {
    version: 1,
    data: z.object({
      runId: z.uuid(),
      status: BulkStatus,
      total: z.number().int(),
      processed: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
    }),
  },
  /** A workspace's AI preferences or own provider changed: every ai instance drops what it cached. */
  'ai.settings.changed': { version: 1, data: z.object({ part: z.enum(['preferences', 'provider']) }) },
  /** A contact's AI analysis (enrichment, category, qualification) finished. */
  'ai.contact.analysed': {
    version: 1,
    data: z.object({ contactId: z.uuid(), task: z.enum(['score', 'enrich', 'categorize', 'qualify']) }),
  },
} as const satisfies Record<string, EventDef>;

export type EventType = keyof typeof eventTypes;
export type EventData<T extends EventType> = z.output<(typeof eventTypes)[T]['data']>;
