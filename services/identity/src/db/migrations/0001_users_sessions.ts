import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('super_admin', 'wl_user', 'regular_user')),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_sign_in_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, email)
    )`.execute(db);
  await sql`
    CREATE TABLE sessions (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      token_hash bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      user_agent text,
      ip text,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, token_hash),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (tenant_id, user_id)`.execute(db);
  for (const table of ['users', 'sessions']) {
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
  await sql`DROP TABLE sessions; DROP TABLE users`.execute(db);
}
