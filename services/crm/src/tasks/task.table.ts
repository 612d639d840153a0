import type { Generated } from 'kysely';

/** `due_date` is read as YYYY-MM-DD text by the repository, never as a JS Date. */
export interface TasksTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  subtitle: string | null;
  type: Generated<'meeting' | 'call' | 'proposal' | 'email' | 'follow_up' | 'other'>;
  status: string | null;
  priority: Generated<'high' | 'medium' | 'low'>;
  is_highlighted: Generated<boolean>;
  assignee_id: string | null;
  owner_id: string | null;
  contact_id: string | null;
  deal_id: string | null;
  due_date: string | null;
  completed: Generated<boolean>;
  completed_at: Date | null;
  completed_by: string | null;
  assistant_thread_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

/** The task tables in the crm schema; db/schema.ts combines every domain's. */
export interface TaskTables {
  tasks: TasksTable;
}
