import { type Kysely, sql } from 'kysely';

/**
 * Custom domains. A claim belongs to its tenant (row-level security); several tenants may claim
 * one name, but only one can prove it, so a verified name is unique platform-wide. Verified names
 * are public facts (DNS points them at us): with no tenant set they are readable, read-only, so
 * a request's host can be resolved before its tenant is known. That unique index and lookup do
 * not lead with tenant_id: sharded, this small table would be a reference table like `tenants`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenant_domains (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      domain text NOT NULL,
      verification_token text NOT NULL,
      verified_at timestamptz,
      verified_by text CHECK (verified_by IN ('dns', 'operator')),
      last_checked_at timestamptz,
      last_check_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, domain)
    );
    CREATE UNIQUE INDEX tenant_domains_verified_idx ON tenant_domains (domain) WHERE verified_at IS NOT NULL;
    ALTER TABLE tenant_domains ENABLE ROW LEVEL SECURITY;
    ALTER TABLE tenant_domains FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON tenant_domains
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    CREATE POLICY verified_lookup ON tenant_domains FOR SELECT
      USING (verified_at IS NOT NULL AND NULLIF(current_setting('app.tenant_id', true), '') IS NULL);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tenant_domains`.execute(db);
}
