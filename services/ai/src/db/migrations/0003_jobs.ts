import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/**
 * Bulk runs and their batches (Postgres is the truth; BullMQ carries the work), the
 * orchestrator's requests (task completion), and jobs that failed for good, kept for requeue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE bulk_runs (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      analysis_type text NOT NULL,
      mode text NOT NULL CHECK (mode IN ('immediate', 'overnight')),
      channel text NOT NULL CHECK (channel IN ('now', 'batch_api', 'window')),
      status text NOT NULL CHECK (status IN ('scheduled', 'running', 'paused', 'completed', 'cancelled', 'stopped', 'failed')),
      urgency text NOT NULL,
      model text NOT NULL,
      built_in boolean NOT NULL,
      total integer NOT NULL DEFAULT 0,
      processed integer NOT NULL DEFAULT 0,
      succeeded integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      estimate_cost numeric(14, 2) NOT NULL,
      estimate_seconds integer NOT NULL,
      cost_limit numeric(14, 2) NOT NULL,
      cost_usd numeric(14, 6) NOT NULL DEFAULT 0,
      credits_spent integer NOT NULL DEFAULT 0,
      reason text,
      -- Runs over every contact plan their batches as they go, from this cursor (a restart resumes there).
      planned boolean NOT NULL DEFAULT false,
      plan_cursor uuid,
      scheduled_for timestamptz,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX bulk_runs_recent_idx ON bulk_runs (tenant_id, created_at DESC);
    ${rls('bulk_runs')}

    CREATE TABLE bulk_batches (
      tenant_id uuid NOT NULL,
      run_id uuid NOT NULL,
      seq integer NOT NULL,
      contact_ids uuid[] NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'done', 'failed')),
      -- Set before credits are spent: a batch retried after a crash is never charged twice.
      charged boolean NOT NULL DEFAULT false,
      -- Each time the batch goes (back) on the queue: part of its job id, so a resumed batch is queued anew.
      enqueues integer NOT NULL DEFAULT 0,
      -- Overnight through a provider's batch API: one provider batch per batch of contacts.
      provider_batch_id text,
      succeeded integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      error text,
      done_at timestamptz,
      PRIMARY KEY (tenant_id, run_id, seq),
      FOREIGN KEY (tenant_id, run_id) REFERENCES bulk_runs (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX bulk_batches_status_idx ON bulk_batches (tenant_id, run_id, status, seq);
    ${rls('bulk_batches')}

    CREATE TABLE orchestrator_requests (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      source_event_id uuid NOT NULL,
      type text NOT NULL CHECK (type IN ('task_completion_analysis', 'automation_suggestions', 'contact_scoring')),
      priority text NOT NULL,
      data jsonb NOT NULL,
      context jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
      result jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX orchestrator_requests_event_key ON orchestrator_requests (tenant_id, source_event_id, type);
    CREATE INDEX orchestrator_requests_recent_idx ON orchestrator_requests (tenant_id, created_at DESC);
    ${rls('orchestrator_requests')}

    CREATE TABLE job_failures (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      queue text NOT NULL,
      job_name text NOT NULL,
      job_data jsonb NOT NULL,
      run_id uuid,
      contact_count integer NOT NULL DEFAULT 1,
      reason text NOT NULL,
      attempts integer NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now(),
      requeued_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX job_failures_open_idx ON job_failures (tenant_id, failed_at DESC) WHERE requeued_at IS NULL;
    ${rls('job_failures')}

    -- Start-up recovery looks across tenants for unfinished runs (ids only); the service role cannot,
    -- so this function runs as the schema's owner.
    CREATE FUNCTION unfinished_bulk_runs() RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = ai, pg_temp AS
      $$ SELECT tenant_id, id FROM bulk_runs WHERE status IN ('scheduled', 'running') $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION unfinished_bulk_runs();
    DROP TABLE job_failures; DROP TABLE orchestrator_requests; DROP TABLE bulk_batches; DROP TABLE bulk_runs;`.execute(
    db,
  );
}
