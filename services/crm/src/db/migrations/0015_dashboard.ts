import { type Kysely, sql } from 'kysely';

/**
 * Each user's dashboard layout (it follows them to another browser), and the indexes the
 * dashboard's counts and feeds read: hot contacts, and the tenant's newest timeline entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE dashboard_layouts (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      section_order text[] NOT NULL,
      hidden text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id)
    );
    ALTER TABLE dashboard_layouts ENABLE ROW LEVEL SECURITY;
    ALTER TABLE dashboard_layouts FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON dashboard_layouts
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    CREATE INDEX contacts_hot_idx ON contacts (tenant_id, created_at DESC, id)
      WHERE interest = 'hot' AND deleted_at IS NULL;
    CREATE INDEX activities_recent_idx ON activities (tenant_id, occurred_at DESC, id DESC)
      WHERE deleted_at IS NULL;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX activities_recent_idx; DROP INDEX contacts_hot_idx; DROP TABLE dashboard_layouts;`.execute(db);
}
