import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Saved views of the contacts and deals screens. A default is each user's own choice (a shared
 * view can be one user's default and not another's), so it lives in a table of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE saved_views (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      scope text NOT NULL CHECK (scope IN ('contacts', 'deals')),
      name text NOT NULL,
      query text NOT NULL,
      shared boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    -- One owner never has two views of one name on a screen.
    CREATE UNIQUE INDEX saved_views_name_key ON saved_views (tenant_id, owner_id, scope, lower(name));
    CREATE INDEX saved_views_shared_idx ON saved_views (tenant_id, scope) WHERE shared;
    ${rls('saved_views')}

    CREATE TABLE saved_view_defaults (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      scope text NOT NULL,
      view_id uuid NOT NULL,
      PRIMARY KEY (tenant_id, user_id, scope),
      FOREIGN KEY (tenant_id, view_id) REFERENCES saved_views (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX saved_view_defaults_view_idx ON saved_view_defaults (tenant_id, view_id);
    ${rls('saved_view_defaults')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_view_defaults; DROP TABLE saved_views;`.execute(db);
}
