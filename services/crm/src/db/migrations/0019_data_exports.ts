import { type Kysely, sql } from 'kysely';

/**
 * Background exports of a contacts or deals view (the file lives in the exports object store),
 * and the index the tasks list sorted by due date reads when it shows open and completed alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE data_exports (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('contacts', 'deals')),
      requested_by uuid NOT NULL,
      -- The requester as the RPC saw them: the export reads with their visibility.
      actor jsonb NOT NULL,
      query jsonb NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      rows integer NOT NULL DEFAULT 0,
      object_name text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX data_exports_requester_idx ON data_exports (tenant_id, requested_by, created_at DESC);
    ALTER TABLE data_exports ENABLE ROW LEVEL SECURITY;
    ALTER TABLE data_exports FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON data_exports
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    CREATE INDEX tasks_due_idx ON tasks (tenant_id, coalesce(due_date, 'infinity'), id) WHERE deleted_at IS NULL;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX tasks_due_idx; DROP TABLE data_exports;`.execute(db);
}
