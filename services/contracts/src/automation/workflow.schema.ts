import { z } from 'zod';
import { TimeZone } from '../common/time-zone';
import { TaskPriority, TaskType } from '../crm/task.schema';
import { automationObjects } from './record-fields';
import { outreachSteps } from './outreach-steps';

export const AutomationObject = z.enum(automationObjects);
export type AutomationObject = z.infer<typeof AutomationObject>;

/** A field's value as a workflow names it: conditions compare with it, updates write it. */
export const FieldValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof FieldValue>;

const fieldName = z.string().trim().max(64);

export const conditionOperators = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'is_empty',
  'is_not_empty',
] as const;
export const ConditionOperator = z.enum(conditionOperators);
export type ConditionOperator = z.infer<typeof ConditionOperator>;

export const ConditionRule = z.object({ field: fieldName, operator: ConditionOperator, value: FieldValue.optional() });
export type ConditionRule = z.infer<typeof ConditionRule>;
/** `all` is AND, `any` is OR: groups combine with the condition's own `match`, rules with their group's. */
export const Match = z.enum(['all', 'any']);
export const ConditionGroup = z.object({ match: Match, rules: z.array(ConditionRule).max(20) });
export const Condition = z.object({ match: Match, groups: z.array(ConditionGroup).max(10) });
export type Condition = z.infer<typeof Condition>;

/** A lead score crossing `threshold`: `up` from below it to at or above, `down` the reverse. */
export const scoreDirections = ['up', 'down'] as const;

/**
 * What starts a run, and the record it acts on: the record of a record trigger, the deal of a
 * stage change, the contact of every other trigger (the scored, the submitter, the booker, the
 * sender, the contact a webhook names). `record_updated` with `field` waits for that field to
 * change (to `to`, if given). `schedule` runs on every contact its `filter` holds for (every
 * contact without one) at each tick of `cron` in `timeZone`.
 */
export const Trigger = z.discriminatedUnion('type', [
  z.object({ type: z.literal('record_created'), object: AutomationObject }),
  z.object({
    type: z.literal('record_updated'),
    object: AutomationObject,
    field: fieldName.optional(),
    to: FieldValue.optional(),
  }),
  z.object({ type: z.literal('record_deleted'), object: AutomationObject }),
  z.object({
    type: z.literal('deal_stage_changed'),
    toStageId: z.uuid().optional(),
    toStatus: z.enum(['open', 'won', 'lost']).optional(),
  }),
  /** Started by a person on records they picked. */
  z.object({ type: z.literal('manual'), object: AutomationObject }),
  z.object({
    type: z.literal('lead_score_crossed'),
    threshold: z.number().int().min(1).max(100),
    direction: z.enum(scoreDirections),
  }),
  z.object({ type: z.literal('form_submitted'), formId: z.uuid().optional() }),
  z.object({ type: z.literal('appointment_booked'), meetingTypeId: z.uuid().optional() }),
  /** Mail received from a contact; `repliesOnly` keeps to mail answering an earlier message. */
  z.object({ type: z.literal('email_received'), repliesOnly: z.boolean().optional() }),
  z.object({ type: z.literal('sms_received') }),
  z.object({
    type: z.literal('schedule'),
    /** Five fields (minute hour day month weekday); checked at activation. */
    cron: z.string().trim().max(100),
    timeZone: TimeZone,
    filter: Condition.optional(),
  }),
  /** A post to the workflow's own secret URL, about the contact whose `email` the body names. */
  z.object({ type: z.literal('inbound_webhook') }),
]);
export type Trigger = z.infer<typeof Trigger>;
export type TriggerType = Trigger['type'];

export const waitUnits = ['minutes', 'hours', 'days'] as const;
/** The longest a wait may last: a run is not left pending for years. */
export const maxWaitDays = 365;

const stepId = z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1–40 letters, digits, - or _');
const userIds = z.array(z.uuid()).max(50);

const actionSteps = {
  wait: z.object({
    id: stepId,
    type: z.literal('wait'),
    amount: z.number().int().min(0).max(1_000_000),
    unit: z.enum(waitUnits),
  }),
  create_task: z.object({
    id: stepId,
    type: z.literal('create_task'),
    title: z.string().max(200),
    taskType: TaskType,
    priority: TaskPriority,
    /** Days from the step's run to the due date; none leaves it without one. */
    dueInDays: z.number().int().min(0).max(3650).optional(),
    /** The record's owner, or one named user. */
    assignTo: z.enum(['record_owner', 'user']),
    assigneeId: z.uuid().optional(),
  }),
  update_fields: z.object({
    id: stepId,
    type: z.literal('update_fields'),
    fields: z.record(fieldName, FieldValue),
  }),
  assign_owner: z.object({
    id: stepId,
    type: z.literal('assign_owner'),
    /** `round_robin` takes the next of `userIds` in turn; `fixed` the first. */
    mode: z.enum(['fixed', 'round_robin']),
    userIds,
  }),
  add_tag: z.object({ id: stepId, type: z.literal('add_tag'), tag: z.string().trim().max(50) }),
  remove_tag: z.object({ id: stepId, type: z.literal('remove_tag'), tag: z.string().trim().max(50) }),
  /** A deal run moves its deal; a contact's run moves the contact's newest open deal. */
  move_deal_stage: z.object({ id: stepId, type: z.literal('move_deal_stage'), stageId: z.uuid().or(z.literal('')) }),
  /** A deal linked to the run's contact (a deal's or task's run: the contact it links to). */
  create_deal: z.object({
    id: stepId,
    type: z.literal('create_deal'),
    /** Merge fields such as {{contact.name}} are filled from the contact. */
    title: z.string().max(200),
    stageId: z.uuid().or(z.literal('')),
    value: z.number().int().min(0).max(1_000_000_000),
  }),
  notify: z.object({
    id: stepId,
    type: z.literal('notify'),
    /** Named users, plus the record's owner when `toOwner`. */
    userIds,
    toOwner: z.boolean(),
    message: z.string().max(500),
  }),
  stop: z.object({ id: stepId, type: z.literal('stop') }),
  ...outreachSteps(stepId),
};

type ActionStep = z.infer<(typeof actionSteps)[keyof typeof actionSteps]>;
export interface ConditionStep {
  id: string;
  type: 'condition';
  condition: Condition;
  /** Run when the condition holds, then the steps after the condition. */
  yes: Step[];
  /** Run when it does not; empty goes straight to the steps after the condition. */
  no: Step[];
}
/** Waits for the contact to reply by email, or for the timeout: `yes` runs on a reply, `no` on the timeout. */
export interface WaitForEventStep {
  id: string;
  type: 'wait_for_event';
  event: 'email_replied';
  amount: number;
  unit: (typeof waitUnits)[number];
  yes: Step[];
  no: Step[];
}
export type BranchStep = ConditionStep | WaitForEventStep;
export type Step = ActionStep | BranchStep;
export type StepType = Step['type'];

// Named: a recursive schema is one component of the OpenAPI document, which its uses refer to.
export const Step: z.ZodType<Step, Step> = z.lazy(() => stepShape).meta({ id: 'WorkflowStep' });
const stepShape = z.discriminatedUnion('type', [
  actionSteps.wait,
  actionSteps.create_task,
  actionSteps.update_fields,
  actionSteps.assign_owner,
  actionSteps.add_tag,
  actionSteps.notify,
  actionSteps.stop,
  actionSteps.remove_tag,
  actionSteps.move_deal_stage,
  actionSteps.create_deal,
  actionSteps.send_email,
  actionSteps.send_sms,
  actionSteps.enrol_in_sequence,
  actionSteps.http_request,
  actionSteps.ai_score,
  z.object({
    id: stepId,
    type: z.literal('wait_for_event'),
    event: z.literal('email_replied'),
    amount: z.number().int().min(0).max(1_000_000),
    unit: z.enum(waitUnits),
    get yes() {
      return z.array(Step).max(100);
    },
    get no() {
      return z.array(Step).max(100);
    },
  }),
  z.object({
    id: stepId,
    type: z.literal('condition'),
    condition: Condition,
    get yes() {
      return z.array(Step).max(100);
    },
    get no() {
      return z.array(Step).max(100);
    },
  }),
]);

/** One trigger and its tree of steps. Drafts may be incomplete; activation checks the rest. */
export const WorkflowDefinition = z.object({ trigger: Trigger, steps: z.array(Step).max(100) });
export type WorkflowDefinition = z.infer<typeof WorkflowDefinition>;

export const workflowStatuses = ['draft', 'active', 'paused', 'archived'] as const;
export const WorkflowStatus = z.enum(workflowStatuses);
export type WorkflowStatus = z.infer<typeof WorkflowStatus>;

export const WorkflowInput = z.object({
  name: z.string().trim().min(1, 'needs a name').max(120),
  description: z.string().trim().max(1000).default(''),
  definition: WorkflowDefinition,
});
export type WorkflowInput = z.input<typeof WorkflowInput>;
export const WorkflowPatch = WorkflowInput.partial();

export const Workflow = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: WorkflowStatus,
  /** What the editor holds; on an active workflow, the same as its published version. */
  definition: WorkflowDefinition,
  /** The version new runs start on; null until first activated. */
  publishedVersion: z.number().int().nullable(),
  /** The secret of its inbound webhook URL (`/api/public/automation-hooks/<token>`); null for other triggers. */
  hookToken: z.string().nullable(),
  runs: z.object({ total: z.number().int(), failed: z.number().int() }),
  /** Signs the workflow's HTTP requests (Standard Webhooks headers): the receiver verifies with it. */
  signingSecret: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof Workflow>;
export const WorkflowList = z.object({ items: z.array(Workflow) });

export const runStatuses = ['running', 'waiting', 'completed', 'failed', 'stopped'] as const;
export const RunStatus = z.enum(runStatuses);
export type RunStatus = z.infer<typeof RunStatus>;

export const RunStep = z.object({
  stepId: z.string(),
  type: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  attempts: z.number().int(),
  input: z.unknown(),
  output: z.unknown(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RunStep = z.infer<typeof RunStep>;

export const WorkflowRun = z.object({
  id: z.uuid(),
  workflowId: z.uuid(),
  version: z.number().int(),
  object: AutomationObject,
  recordId: z.uuid(),
  status: RunStatus,
  /** Why it failed or stopped (the failing step's error, the loop guard). */
  error: z.string().nullable(),
  depth: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(RunStep),
});
export type WorkflowRun = z.infer<typeof WorkflowRun>;
export const WorkflowRunList = z.object({ items: z.array(WorkflowRun) });
export const RunListQuery = z.object({
  workflowId: z.uuid(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const ManualRunRequest = z.object({ recordIds: z.array(z.uuid()).min(1, 'pick at least one record').max(500) });
export const ManualRunResult = z.object({ started: z.number().int() });

export const AutomationNotification = z.object({
  id: z.uuid(),
  workflowId: z.uuid(),
  runId: z.uuid(),
  message: z.string(),
  object: AutomationObject,
  recordId: z.uuid(),
  createdAt: z.string(),
});
export const AutomationNotificationList = z.object({ items: z.array(AutomationNotification) });
