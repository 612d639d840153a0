import { type Kysely, sql } from 'kysely';

/**
 * Support contacts and a version for optimistic updates on the registry; uploaded logo and
 * favicon bytes in their own tenant-scoped table (RLS), with their hashes on the tenant row so
 * resolving a tenant never reads another tenant's assets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenants
      ADD COLUMN support_email text,
      ADD COLUMN support_phone text,
      ADD COLUMN logo_sha256 text,
      ADD COLUMN favicon_sha256 text,
      ADD COLUMN version integer NOT NULL DEFAULT 1;
    CREATE TABLE tenant_assets (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('logo', 'favicon')),
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      sha256 text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, kind)
    );
    ALTER TABLE tenant_assets ENABLE ROW LEVEL SECURITY;
    ALTER TABLE tenant_assets FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON tenant_assets
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE tenant_assets;
    ALTER TABLE tenants DROP COLUMN support_email, DROP COLUMN support_phone, DROP COLUMN logo_sha256,
      DROP COLUMN favicon_sha256, DROP COLUMN version;`.execute(db);
}
