import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

// Open tasks are read by due date (a missing one sorts last, as 'infinity'), per assignee or for
// everyone; completed ones newest first. Appointments are read by start: a calendar's range, and
// the upcoming list (scheduled ones only).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE tasks (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      title text NOT NULL,
      subtitle text,
      type text NOT NULL DEFAULT 'other'
        CHECK (type IN ('meeting', 'call', 'proposal', 'email', 'follow_up', 'other')),
      status text,
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
      is_highlighted boolean NOT NULL DEFAULT false,
      assignee_id uuid,
      owner_id uuid,
      contact_id uuid,
      deal_id uuid,
      due_date date,
      completed boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      completed_by uuid,
      assistant_thread_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      CHECK (completed = (completed_at IS NOT NULL)),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id)
    );
    CREATE INDEX tasks_assignee_open_idx ON tasks (tenant_id, assignee_id, coalesce(due_date, 'infinity'), id)
      WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_open_idx ON tasks (tenant_id, coalesce(due_date, 'infinity'), id)
      WHERE deleted_at IS NULL AND NOT completed;
    CREATE INDEX tasks_completed_idx ON tasks (tenant_id, coalesce(completed_at, '-infinity'), id)
      WHERE deleted_at IS NULL AND completed;
    CREATE INDEX tasks_created_idx ON tasks (tenant_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX tasks_contact_idx ON tasks (tenant_id, contact_id) WHERE deleted_at IS NULL;
    CREATE INDEX tasks_deal_idx ON tasks (tenant_id, deal_id) WHERE deleted_at IS NULL;
    ${rls('tasks')}

    CREATE TABLE appointments (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      title text NOT NULL,
      description text,
      type text NOT NULL DEFAULT 'other' CHECK (type IN ('call', 'demo', 'presentation', 'other')),
      status text NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'completed', 'cancelled', 'no_show')),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      location text,
      meeting_url text,
      contact_id uuid,
      deal_id uuid,
      owner_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      CHECK (ends_at IS NULL OR ends_at >= starts_at),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id)
    );
    CREATE INDEX appointments_range_idx ON appointments (tenant_id, starts_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX appointments_upcoming_idx ON appointments (tenant_id, starts_at, id)
      WHERE deleted_at IS NULL AND status = 'scheduled';
    CREATE INDEX appointments_contact_idx ON appointments (tenant_id, contact_id) WHERE deleted_at IS NULL;
    CREATE INDEX appointments_deal_idx ON appointments (tenant_id, deal_id) WHERE deleted_at IS NULL;
    ${rls('appointments')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE appointments; DROP TABLE tasks;`.execute(db);
}
