import type { TaskDueFilter, TaskPriority, TaskType } from '@smartcrm/contracts';
import { type Expression, type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import { type Cursor, checkCursorValue } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import type { TasksTable } from './task.table';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { TaskRow } from './task.mapper';
import { taskSortKey } from './task-sort';

type Db = Kysely<CrmDb>;

// A deleted contact or deal reads as none; a due date travels as YYYY-MM-DD text.
const taskColumns = [
  'id',
  'tenant_id',
  'title',
  'subtitle',
  'type',
  'status',
  'priority',
  'is_highlighted',
  'assignee_id',
  'owner_id',
  'contact_id',
  'deal_id',
  sql<string | null>`due_date::text`.as('due_date'),
  'completed',
  'completed_at',
  'completed_by',
  'assistant_thread_id',
  'created_at',
  'updated_at',
  'version',
  sql<string | null>`(SELECT c.name FROM contacts c
    WHERE c.tenant_id = tasks.tenant_id AND c.id = tasks.contact_id AND c.deleted_at IS NULL)`.as('contact_name'),
  sql<string | null>`(SELECT d.title FROM deals d
    WHERE d.tenant_id = tasks.tenant_id AND d.id = tasks.deal_id AND d.deleted_at IS NULL)`.as('deal_title'),
  sql<string | null>`(SELECT coalesce(nullif(m.name, ''), m.email) FROM members m
    WHERE m.tenant_id = tasks.tenant_id AND m.user_id = tasks.assignee_id)`.as('assignee_name'),
] as const;

/** A task is visible to whoever may see its owner's records, and always to its assignee. */
export const taskVisibleTo = (viewer: Viewer | null): Expression<SqlBool> =>
  viewer ? sql<SqlBool>`(${visibleTo(viewer)} OR assignee_id = ${viewer.userId}::uuid)` : visibleTo(viewer);

export interface TaskListFilters {
  /** An id, or null for unassigned tasks. */
  assigneeId?: string | null | undefined;
  state: 'open' | 'completed' | 'all';
  due?: TaskDueFilter | undefined;
  today: string;
  contactId?: string | undefined;
  dealId?: string | undefined;
  priority?: TaskPriority[] | undefined;
  type?: TaskType[] | undefined;
  sort: Parameters<typeof taskSortKey>[0];
  limit: number;
}

/** One keyset page of live tasks after `cursor`, each with its sort value for the next cursor. */
export async function listTasks(db: Db, filters: TaskListFilters, cursor: Cursor | null, viewer: Viewer | null) {
  const key = taskSortKey(filters.sort);
  const direction = key.descending ? 'desc' : 'asc';
  let query = db
    .selectFrom('tasks')
    .select([...taskColumns, sql<string>`(${key.expression})::text`.as('sort_value')])
    .where('deleted_at', 'is', null)
    .where(taskVisibleTo(viewer));
  if (filters.assigneeId === null) query = query.where('assignee_id', 'is', null);
  else if (filters.assigneeId) query = query.where('assignee_id', '=', filters.assigneeId);
  if (filters.state !== 'all') query = query.where('completed', '=', filters.state === 'completed');
  if (filters.due === 'overdue') query = query.where('completed', '=', false).where('due_date', '<', filters.today);
  if (filters.due === 'today') query = query.where('due_date', '=', filters.today);
  if (filters.due === 'upcoming') query = query.where('due_date', '>', filters.today);
  if (filters.due === 'none') query = query.where('due_date', 'is', null);
  if (filters.contactId) query = query.where('contact_id', '=', filters.contactId);
  if (filters.dealId) query = query.where('deal_id', '=', filters.dealId);
  if (filters.priority?.length) query = query.where('priority', 'in', filters.priority);
  if (filters.type?.length) query = query.where('type', 'in', filters.type);
  if (cursor) {
    checkCursorValue(cursor, key.cast);
    const value = sql`${String(cursor.value)}::${sql.raw(key.cast)}`;
    const op = sql.raw(key.descending ? '<' : '>');
    query = query.where(sql<boolean>`(${key.expression}, id) ${op} (${value}, ${cursor.id}::uuid)`);
  }
  return query
    .orderBy(key.expression, direction)
    .orderBy('id', direction)
    .limit(filters.limit + 1)
    .execute() as Promise<(TaskRow & { sort_value: string })[]>;
}

export const findTask = (db: Db, id: string, viewer: Viewer | null, { lock = false } = {}) => {
  const query = db
    .selectFrom('tasks')
    .select(taskColumns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(taskVisibleTo(viewer));
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<TaskRow | undefined>;
};

export const insertTask = (db: Db, values: Insertable<TasksTable>) =>
  db.insertInto('tasks').values(values).returning(taskColumns).executeTakeFirstOrThrow() as Promise<TaskRow>;

export const updateTask = (db: Db, id: string, values: Updateable<TasksTable>) =>
  db
    .updateTable('tasks')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(taskColumns)
    .executeTakeFirstOrThrow() as Promise<TaskRow>;

export const softDeleteTask = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('tasks')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(taskVisibleTo(viewer))
    .returning(['id', 'deleted_at'])
    .executeTakeFirst();

/** Undo of a delete, possible for 30 days. */
export const restoreTask = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('tasks')
    .set({ deleted_at: null, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(taskVisibleTo(viewer))
    .where('deleted_at', '>', sql<Date>`now() - interval '30 days'`)
    .returning(taskColumns)
    .executeTakeFirst() as Promise<TaskRow | undefined>;
