import { type Kysely, sql } from 'kysely';

/**
 * Platform operators (a flag set only from the command line), support sessions ("sign in as":
 * a session of the user that names the operator really acting, handed over by a single-use
 * code) and the audit log's on-behalf-of user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN is_operator boolean NOT NULL DEFAULT false;
    ALTER TABLE sessions
      ADD COLUMN support_operator_id uuid,
      ADD COLUMN support_operator_email text,
      ADD COLUMN support_operator_tenant_id uuid,
      ADD COLUMN handoff_hash bytea,
      ADD COLUMN handoff_expires_at timestamptz;
    CREATE UNIQUE INDEX sessions_handoff_idx ON sessions (tenant_id, handoff_hash) WHERE handoff_hash IS NOT NULL;
    ALTER TABLE audit_log ADD COLUMN on_behalf_of_id uuid, ADD COLUMN on_behalf_of_email text;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log DROP COLUMN on_behalf_of_id, DROP COLUMN on_behalf_of_email;
    DROP INDEX sessions_handoff_idx;
    ALTER TABLE sessions DROP COLUMN support_operator_id, DROP COLUMN support_operator_email,
      DROP COLUMN support_operator_tenant_id, DROP COLUMN handoff_hash, DROP COLUMN handoff_expires_at;
    ALTER TABLE users DROP COLUMN is_operator;`.execute(db);
}
