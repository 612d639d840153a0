import type { TaskPatch } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { TasksTable } from './task.table';
import type { TaskRow } from './task.mapper';

/** Task field → column, for the fields a patch may set. */
const columnOf = {
  title: 'title',
  subtitle: 'subtitle',
  type: 'type',
  status: 'status',
  priority: 'priority',
  isHighlighted: 'is_highlighted',
  assigneeId: 'assignee_id',
  contactId: 'contact_id',
  dealId: 'deal_id',
  dueDate: 'due_date',
  assistantThreadId: 'assistant_thread_id',
} as const satisfies Partial<Record<keyof TaskPatch, keyof TasksTable>>;

type Field = keyof typeof columnOf;

export function toTaskColumns(patch: Partial<Record<Field, unknown>>): Updateable<TasksTable> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = patch[field as Field];
    if (value !== undefined) values[column] = value;
  }
  return values as Updateable<TasksTable>;
}

/** The Task fields whose column would really change (the update event names only those). */
export const changedTaskFields = (current: TaskRow, values: Updateable<TasksTable>): string[] =>
  Object.entries(columnOf)
    .filter(([, column]) => column in values && values[column] !== current[column])
    .map(([field]) => field);
