import { type Kysely, sql } from 'kysely';

/**
 * Invitations, password resets and lockout on users; single-use tokens; the mail outbox; the
 * audit log. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ALTER COLUMN password_hash DROP NOT NULL,
      DROP CONSTRAINT users_status_check,
      ADD CONSTRAINT users_status_check CHECK (status IN ('invited', 'active', 'deactivated')),
      ADD CONSTRAINT users_password_when_active CHECK (status = 'invited' OR password_hash IS NOT NULL),
      ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0,
      ADD COLUMN locked_until timestamptz,
      ADD COLUMN invited_at timestamptz,
      ADD COLUMN invited_by uuid`.execute(db);
  // Keyset pages of the user list are ordered by name; the search filters that scan (see user-list.repository).
  await sql`CREATE INDEX users_name_idx ON users (tenant_id, name, id)`.execute(db);

  await sql`
    CREATE TABLE user_tokens (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('invite', 'password_reset')),
      token_hash bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, token_hash),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX user_tokens_open_idx ON user_tokens (tenant_id, user_id, purpose) WHERE used_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE mail_outbox (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      recipient text NOT NULL,
      subject text NOT NULL,
      text_body text,
      html_body text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      claimed_at timestamptz,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX mail_outbox_created_idx ON mail_outbox (tenant_id, created_at DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE audit_log (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      actor_id uuid,
      actor_email text,
      action text NOT NULL,
      target_id uuid,
      target_label text,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX audit_log_created_idx ON audit_log (tenant_id, created_at DESC, id DESC)`.execute(db);

  for (const table of ['user_tokens', 'mail_outbox', 'audit_log']) {
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
  await sql`
    DROP TABLE audit_log; DROP TABLE mail_outbox; DROP TABLE user_tokens;
    DROP INDEX users_name_idx;
    DELETE FROM users WHERE status = 'invited';
    ALTER TABLE users
      DROP CONSTRAINT users_password_when_active,
      DROP CONSTRAINT users_status_check,
      ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'deactivated')),
      ALTER COLUMN password_hash SET NOT NULL,
      DROP COLUMN failed_sign_ins, DROP COLUMN locked_until, DROP COLUMN invited_at, DROP COLUMN invited_by`.execute(
    db,
  );
}
