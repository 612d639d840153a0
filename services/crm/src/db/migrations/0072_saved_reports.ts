import { type Kysely, sql } from 'kysely';

/**
 * Saved reports of the report builder: a name and a spec (the contract's ReportSpec as JSON),
 * private to their owner or shared with the workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE saved_reports (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      name text NOT NULL,
      spec jsonb NOT NULL,
      shared boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    -- One owner never has two reports of one name.
    CREATE UNIQUE INDEX saved_reports_name_key ON saved_reports (tenant_id, owner_id, lower(name));
    CREATE INDEX saved_reports_shared_idx ON saved_reports (tenant_id) WHERE shared;
    ALTER TABLE saved_reports ENABLE ROW LEVEL SECURITY;
    ALTER TABLE saved_reports FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON saved_reports
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_reports`.execute(db);
}
