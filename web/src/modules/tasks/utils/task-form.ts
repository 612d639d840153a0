import { type Task, type TaskInput, type TaskPatch, TaskPriority, TaskType } from '@smartcrm/contracts';
import { z } from 'zod';

/** The form's fields as its inputs hold them; blanks become nulls when saved. */
export const TaskFormSchema = z.object({
  title: z.string().trim().min(1, 'needs a title').max(200),
  subtitle: z.string().max(500),
  type: TaskType,
  priority: TaskPriority,
  status: z.string().max(60),
  dueDate: z.union([z.literal(''), z.iso.date('must be a date')]),
  assigneeId: z.string(),
  contactId: z.string(),
  dealId: z.string(),
  isHighlighted: z.boolean(),
});
export type TaskFormValues = z.infer<typeof TaskFormSchema>;

export const taskTypeLabels: Record<TaskType, string> = {
  meeting: 'Meeting',
  call: 'Call',
  proposal: 'Proposal',
  email: 'Email',
  follow_up: 'Follow-up',
  other: 'Other',
};

export const emptyTaskForm = (prefill: Partial<TaskFormValues> = {}): TaskFormValues => ({
  title: '',
  subtitle: '',
  type: 'other',
  priority: 'medium',
  status: '',
  dueDate: '',
  assigneeId: '',
  contactId: '',
  dealId: '',
  isHighlighted: false,
  ...prefill,
});

export const taskFormValues = (task: Task): TaskFormValues => ({
  title: task.title,
  subtitle: task.subtitle ?? '',
  type: task.type,
  priority: task.priority,
  status: task.status ?? '',
  dueDate: task.dueDate ?? '',
  assigneeId: task.assigneeId ?? '',
  contactId: task.contactId ?? '',
  dealId: task.dealId ?? '',
  isHighlighted: task.isHighlighted,
});

const orNull = (text: string) => text.trim() || null;

/** A new task; no assignee chosen means the creator (the server's default). */
export const taskInputFrom = (v: TaskFormValues): TaskInput => ({
  title: v.title.trim(),
  subtitle: orNull(v.subtitle),
  type: v.type,
  priority: v.priority,
  status: orNull(v.status),
  dueDate: orNull(v.dueDate),
  ...(v.assigneeId ? { assigneeId: v.assigneeId } : {}),
  contactId: orNull(v.contactId),
  dealId: orNull(v.dealId),
  isHighlighted: v.isHighlighted,
});

/** Only the fields that changed since `task` was read, with its version. */
export function taskPatchFrom(task: Task, v: TaskFormValues): TaskPatch {
  const before = taskInputFrom(taskFormValues(task));
  const after = { ...taskInputFrom(v), assigneeId: orNull(v.assigneeId) };
  const patch: Record<string, unknown> = { version: task.version };
  for (const [key, value] of Object.entries(after)) {
    const old = key === 'assigneeId' ? task.assigneeId : before[key as keyof TaskInput];
    if (value !== old) patch[key] = value;
  }
  return patch as TaskPatch;
}
