import { z } from 'zod';
import { DateOnly } from '../crm/deal.schema';
import { TaskPriority } from '../crm/task.schema';

/**
 * The functions an assistant may call on the CRM. Reads run at once with the user's own
 * permissions; writes are only proposed and run after the user confirms them.
 */
export const assistantFunctions = {
  search_contacts: { write: false, description: 'Find contacts by name, email or company.' },
  search_deals: { write: false, description: 'Find deals by title, optionally only open, won or lost ones.' },
  create_task: { write: true, description: 'Create a task, optionally for a contact or deal, with a due date.' },
  update_deal: { write: true, description: "Change a deal's value, probability or expected close date." },
  log_note: { write: true, description: "Write a note on a contact's or a deal's timeline." },
} as const;
export type AssistantFunctionName = keyof typeof assistantFunctions;
export const AssistantFunctionName = z.enum(
  Object.keys(assistantFunctions) as [AssistantFunctionName, ...AssistantFunctionName[]],
);

/** The arguments of each function: also the JSON schema a model's tool call must match. */
export const assistantFunctionArgs = {
  search_contacts: z.object({ query: z.string().trim().min(1).max(200) }),
  search_deals: z.object({
    query: z.string().trim().max(200).default(''),
    status: z.enum(['open', 'won', 'lost']).optional(),
  }),
  create_task: z.object({
    title: z.string().trim().min(1, 'needs a title').max(200),
    dueDate: DateOnly.optional(),
    priority: TaskPriority.optional(),
    contactId: z.uuid().optional(),
    dealId: z.uuid().optional(),
  }),
  update_deal: z
    .object({
      dealId: z.uuid(),
      value: z.number().int().min(0).optional(),
      probability: z.number().int().min(0).max(100).optional(),
      expectedCloseDate: DateOnly.optional(),
    })
    .refine((a) => a.value !== undefined || a.probability !== undefined || a.expectedCloseDate !== undefined, {
      message: 'change at least one field',
      path: ['value'],
    }),
  log_note: z
    .object({ body: z.string().trim().min(1).max(20_000), contactId: z.uuid().optional(), dealId: z.uuid().optional() })
    .refine((a) => Boolean(a.contactId) !== Boolean(a.dealId), {
      message: 'name a contact or a deal',
      path: ['contactId'],
    }),
} satisfies Record<AssistantFunctionName, z.ZodType>;

/** The assistants a workspace offers (spec 000 §1: AI assistants); each may use some functions. */
export const assistants = [
  {
    id: 'sales-assistant',
    name: 'Sales Assistant',
    description: 'Finds contacts and deals, creates tasks, logs notes and updates deals for you.',
    functions: ['search_contacts', 'search_deals', 'create_task', 'update_deal', 'log_note'],
  },
  {
    id: 'pipeline-coach',
    name: 'Pipeline Coach',
    description: 'Answers about your deals and keeps their values, probabilities and dates current.',
    functions: ['search_deals', 'update_deal', 'log_note'],
  },
  {
    id: 'task-planner',
    name: 'Task Planner',
    description: 'Turns what you need to do into tasks on the right contacts.',
    functions: ['search_contacts', 'create_task'],
  },
] as const satisfies readonly { id: string; name: string; description: string; functions: AssistantFunctionName[] }[];
export type AssistantId = (typeof assistants)[number]['id'];
export const AssistantId = z.enum(assistants.map((a) => a.id) as [AssistantId, ...AssistantId[]]);

export const actionStatuses = ['proposed', 'executed', 'failed', 'rejected'] as const;
export const AssistantAction = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  function: AssistantFunctionName,
  arguments: z.record(z.string(), z.unknown()),
  /** What the user is asked to confirm, in words. */
  summary: z.string(),
  status: z.enum(actionStatuses),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  userId: z.uuid(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AssistantAction = z.infer<typeof AssistantAction>;

/** A record an answer points at, so the screen can link to it. */
export const AssistantReference = z.object({
  type: z.enum(['contact', 'deal', 'task']),
  id: z.uuid(),
  label: z.string(),
  detail: z.string().nullable(),
});
export type AssistantReference = z.infer<typeof AssistantReference>;

export const AssistantMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  references: z.array(AssistantReference),
  actionId: z.uuid().nullable(),
  /** Understood by the built-in provider's rules, not by a language model. */
  builtIn: z.boolean(),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessage>;

export const AssistantThreadSummary = z.object({
  id: z.uuid(),
  assistantId: AssistantId,
  title: z.string(),
  taskId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantThreadSummary = z.infer<typeof AssistantThreadSummary>;

export const AssistantThread = AssistantThreadSummary.extend({
  messages: z.array(AssistantMessage),
  actions: z.array(AssistantAction),
});
export type AssistantThread = z.infer<typeof AssistantThread>;

export const CreateThreadRequest = z.object({ assistantId: AssistantId });
export const PostMessageRequest = z.object({ content: z.string().trim().min(1, 'write a message').max(4000) });
export const AttachThreadRequest = z.object({ taskId: z.uuid() });
export const ThreadRef = z.object({ threadId: z.uuid() });
export const ActionRef = z.object({ actionId: z.uuid() });
export const AssistantAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
