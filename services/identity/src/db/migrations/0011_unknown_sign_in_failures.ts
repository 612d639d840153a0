import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins of addresses without a usable account, counted and locked as an account's
 * are, so that whether an email has an account cannot be read from a lockout. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE unknown_sign_in_failures (
      tenant_id uuid NOT NULL,
      email text NOT NULL,
      failed_sign_ins integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, email)
    );
    ALTER TABLE unknown_sign_in_failures ENABLE ROW LEVEL SECURITY;
    ALTER TABLE unknown_sign_in_failures FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON unknown_sign_in_failures
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE unknown_sign_in_failures`.execute(db);
}
