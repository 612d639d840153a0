import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/** The sweeper finds runs of every tenant whose next step lost its job, in one platform transaction. */
const platformToo = (table: string) => `
  CREATE POLICY platform_worker ON ${table}
    USING (current_setting('app.platform', true) = 'operator')
    WITH CHECK (current_setting('app.platform', true) = 'operator');`;

// Workflows with their published versions, runs with each step's result, round-robin turns, notifications.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE workflows (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused', 'archived')),
      definition jsonb NOT NULL,
      -- The trigger's kind and record, copied out of the published definition for the matcher's index.
      trigger_key text,
      published_version integer,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX workflows_trigger_idx ON workflows (tenant_id, trigger_key) WHERE status = 'active';
    ${rls('workflows')}

    -- Frozen: a run keeps the version it started on, whatever the workflow becomes.
    CREATE TABLE workflow_versions (
      tenant_id uuid NOT NULL,
      workflow_id uuid NOT NULL,
      version integer NOT NULL,
      definition jsonb NOT NULL,
      published_by uuid,
      published_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, workflow_id, version),
      FOREIGN KEY (tenant_id, workflow_id) REFERENCES workflows (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('workflow_versions')}
    ${platformToo('workflow_versions')}

    CREATE TABLE workflow_runs (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      workflow_id uuid NOT NULL,
      version integer NOT NULL,
      object text NOT NULL,
      record_id uuid NOT NULL,
      -- The event (or manual request) that started it: a redelivered event starts no second run.
      trigger_key text NOT NULL,
      depth integer NOT NULL DEFAULT 0,
      status text NOT NULL CHECK (status IN ('running', 'waiting', 'completed', 'failed', 'stopped')),
      -- The step whose job is due; null once the run ended.
      current_step text,
      due_at timestamptz,
      error text,
      started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, workflow_id, trigger_key),
      FOREIGN KEY (tenant_id, workflow_id, version) REFERENCES workflow_versions (tenant_id, workflow_id, version)
    );
    CREATE INDEX workflow_runs_history_idx ON workflow_runs (tenant_id, workflow_id, started_at DESC);
    CREATE INDEX workflow_runs_due_idx ON workflow_runs (due_at) WHERE status IN ('running', 'waiting');
    ${rls('workflow_runs')}
    ${platformToo('workflow_runs')}

    -- One row per (run, step): the idempotency key of the step. Its input is planned once (a
    -- round-robin turn, the new task's id) before anything is written elsewhere, so a retry
    -- repeats the same request, and its result lands in the transaction that moves the run on.
    CREATE TABLE run_steps (
      tenant_id uuid NOT NULL,
      run_id uuid NOT NULL,
      step_id text NOT NULL,
      type text NOT NULL,
      status text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      input jsonb NOT NULL DEFAULT '{}',
      output jsonb,
      error text,
      started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz,
      PRIMARY KEY (tenant_id, run_id, step_id),
      FOREIGN KEY (tenant_id, run_id) REFERENCES workflow_runs (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('run_steps')}
    ${platformToo('run_steps')}

    CREATE TABLE round_robin_turns (
      tenant_id uuid NOT NULL,
      workflow_id uuid NOT NULL,
      step_id text NOT NULL,
      turns bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, workflow_id, step_id)
    );
    ${rls('round_robin_turns')}
    ${platformToo('round_robin_turns')}

    CREATE TABLE notifications (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      user_id uuid NOT NULL,
      workflow_id uuid NOT NULL,
      run_id uuid NOT NULL,
      object text NOT NULL,
      record_id uuid NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX notifications_user_idx ON notifications (tenant_id, user_id, created_at DESC);
    ${rls('notifications')}
    ${platformToo('notifications')}
  `)
    .execute(db);
}
