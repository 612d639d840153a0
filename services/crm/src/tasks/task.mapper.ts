import type { Task } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { TasksTable } from './task.table';

export type TaskRow = Omit<Selectable<TasksTable>, 'deleted_at'> & {
  contact_name: string | null;
  deal_title: string | null;
  assignee_name: string | null;
};

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  type: row.type,
  status: row.status,
  priority: row.priority,
  isHighlighted: row.is_highlighted,
  assigneeId: row.assignee_id,
  assigneeName: row.assignee_name,
  ownerId: row.owner_id,
  contactId: row.contact_id,
  contactName: row.contact_name,
  dealId: row.deal_id,
  dealTitle: row.deal_title,
  dueDate: row.due_date,
  completed: row.completed,
  completedAt: row.completed_at?.toISOString() ?? null,
  completedBy: row.completed_by,
  assistantThreadId: row.assistant_thread_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});
