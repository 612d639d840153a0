import { type Kysely, sql } from 'kysely';

/**
 * The tasks list's sorts by due date and completion read stored columns instead of the
 * COALESCE expressions 0007 and 0019 indexed: under row-level security Postgres treats COALESCE
 * as leaky, so a keyset cursor on it was checked row by row after the tenant's rows were read,
 * never as an index condition (the second page of all 500,000 tasks by due date: 1.3–4 s).
 * The first page was fast (index order), every later one was not. A plain column is fine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tasks
      ADD COLUMN due_sort date GENERATED ALWAYS AS (coalesce(due_date, 'infinity')) STORED,
      ADD COLUMN completed_sort timestamptz GENERATED ALWAYS AS (coalesce(completed_at, '-infinity')) STORED;
    DROP INDEX tasks_due_idx;
    DROP INDEX tasks_open_idx;
    DROP INDEX tasks_assignee_open_idx;
    DROP INDEX tasks_completed_idx;
    CREATE INDEX tasks_due_idx ON tasks (tenant_id, due_sort, id) WHERE deleted_at IS NULL;
    CREATE INDEX tasks_open_idx ON tasks (tenant_id, due_sort, id) WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_assignee_open_idx ON tasks (tenant_id, assignee_id, due_sort, id)
      WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_completed_idx ON tasks (tenant_id, completed_sort, id) WHERE deleted_at IS NULL AND completed;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX tasks_due_idx;
    DROP INDEX tasks_open_idx;
    DROP INDEX tasks_assignee_open_idx;
    DROP INDEX tasks_completed_idx;
    ALTER TABLE tasks DROP COLUMN due_sort, DROP COLUMN completed_sort;
    CREATE INDEX tasks_due_idx ON tasks (tenant_id, coalesce(due_date, 'infinity'), id) WHERE deleted_at IS NULL;
    CREATE INDEX tasks_open_idx ON tasks (tenant_id, coalesce(due_date, 'infinity'), id)
      WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_assignee_open_idx ON tasks (tenant_id, assignee_id, coalesce(due_date, 'infinity'), id)
      WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_completed_idx ON tasks (tenant_id, coalesce(completed_at, '-infinity'), id)
      WHERE deleted_at IS NULL AND completed;
  `.execute(db);
}
