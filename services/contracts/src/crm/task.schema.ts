import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { csvParam } from '../common/query-params';
import { DateOnly } from './deal.schema';

/** Spec 001 §3 names meeting, call and proposal; email, follow-up and other cover the rest of a rep's day. */
export const taskTypes = ['meeting', 'call', 'proposal', 'email', 'follow_up', 'other'] as const;
export const TaskType = z.enum(taskTypes);
export type TaskType = z.infer<typeof TaskType>;

export const taskPriorities = ['high', 'medium', 'low'] as const;
export const TaskPriority = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof TaskPriority>;

const taskFields = {
  title: z.string().trim().min(1, 'needs a title').max(200),
  subtitle: z.string().trim().max(500).nullable(),
  type: TaskType,
  /** Free text (spec 001 §3): "waiting on legal", "draft sent". */
  status: z.string().trim().max(60).nullable(),
  priority: TaskPriority,
  isHighlighted: z.boolean(),
  assigneeId: z.uuid().nullable(),
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
  dueDate: DateOnly.nullable(),
  assistantThreadId: z.string().trim().max(200).nullable(),
};

/** A new task: assigned to its creator unless someone else (or nobody, null) is named. */
export const TaskInput = z.object({
  ...taskFields,
  subtitle: taskFields.subtitle.optional(),
  type: TaskType.default('other'),
  status: taskFields.status.optional(),
  priority: TaskPriority.default('medium'),
  isHighlighted: z.boolean().default(false),
  assigneeId: taskFields.assigneeId.optional(),
  contactId: taskFields.contactId.optional(),
  dealId: taskFields.dealId.optional(),
  dueDate: taskFields.dueDate.optional(),
  assistantThreadId: taskFields.assistantThreadId.optional(),
});
export type TaskInput = z.input<typeof TaskInput>;

/** Any subset of the fields plus the version the editor saw; completion has its own calls. */
export const TaskPatch = z.object({ ...z.object(taskFields).partial().shape, version: RowVersion });
export type TaskPatch = z.input<typeof TaskPatch>;

/** Mark complete or incomplete; a `version` given must still be current. */
export const TaskToggle = z.object({ id: z.uuid(), version: RowVersion.optional() });

export const Task = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: TaskType,
  status: z.string().nullable(),
  priority: TaskPriority,
  isHighlighted: z.boolean(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  contactId: z.uuid().nullable(),
  /** Null when there is no contact or it was deleted (Unknown Contact). */
  contactName: z.string().nullable(),
  dealId: z.uuid().nullable(),
  dealTitle: z.string().nullable(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: z.uuid().nullable(),
  assistantThreadId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Task = z.infer<typeof Task>;

/** dueDate: open tasks by due date (none last); -completedAt: the newest completions; -createdAt. */
export const taskSorts = ['dueDate', '-completedAt', '-createdAt'] as const;
export const TaskSort = z.enum(taskSorts);
export type TaskSort = z.infer<typeof TaskSort>;

export const taskDueFilters = ['overdue', 'today', 'upcoming', 'none'] as const;
export const TaskDueFilter = z.enum(taskDueFilters);
export type TaskDueFilter = z.infer<typeof TaskDueFilter>;

/** `GET /api/tasks`: keyset pages and filters. `today` is the viewer's local date (due filters). */
export const TaskListQuery = z.object({
  assignee: z.union([z.literal('me'), z.literal('none'), z.uuid()]).optional(),
  state: z.enum(['open', 'completed', 'all']).default('all'),
  due: TaskDueFilter.optional(),
  today: DateOnly.optional(),
  contactId: z.uuid().optional(),
  dealId: z.uuid().optional(),
  priority: csvParam(TaskPriority, 10).optional(),
  type: csvParam(TaskType, 10).optional(),
  sort: TaskSort.default('dueDate'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TaskListQuery = z.input<typeof TaskListQuery>;

export const TaskPage = z.object({ items: z.array(Task), nextCursor: z.string().nullable() });
export type TaskPage = z.infer<typeof TaskPage>;

export const TaskDeleted = z.object({ id: z.uuid(), deletedAt: z.string() });
