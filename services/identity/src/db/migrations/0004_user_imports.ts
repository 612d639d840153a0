import { type Kysely, sql } from 'kysely';

/** Bulk imports of users from CSV files and the rows they could not import. Frozen in time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_imports (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      created_by uuid,
      file_name text NOT NULL,
      object_name text NOT NULL,
      size bigint NOT NULL,
      delimiter text NOT NULL,
      headers jsonb NOT NULL,
      sample_rows jsonb NOT NULL,
      suggested_mapping jsonb NOT NULL,
      mapping jsonb,
      default_role text NOT NULL DEFAULT 'regular_user' CHECK (default_role IN ('super_admin', 'wl_user', 'regular_user')),
      send_invitations boolean NOT NULL DEFAULT false,
      app_url text,
      status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'queued', 'running', 'completed', 'failed')),
      read_rows integer NOT NULL DEFAULT 0,
      imported integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      last_line integer NOT NULL DEFAULT 0,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX user_imports_created_idx ON user_imports (tenant_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE user_import_errors (
      tenant_id uuid NOT NULL,
      import_id uuid NOT NULL,
      line integer NOT NULL,
      field text NOT NULL,
      reason text NOT NULL,
      PRIMARY KEY (tenant_id, import_id, line, field),
      FOREIGN KEY (tenant_id, import_id) REFERENCES user_imports (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  for (const table of ['user_imports', 'user_import_errors']) {
    await sql
      .raw(
        `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
         ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
         CREATE POLICY tenant_isolation ON ${table}
           USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
           WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_import_errors; DROP TABLE user_imports`.execute(db);
}
