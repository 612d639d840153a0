import { type Kysely, sql } from 'kysely';

// Who sees whose records, per role (own, team, all); members gain a manager for team scope.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE visibility_rules (
      tenant_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('super_admin', 'wl_user', 'regular_user')),
      scope text NOT NULL CHECK (scope IN ('own', 'team', 'all')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, role)
    );
    ALTER TABLE visibility_rules ENABLE ROW LEVEL SECURITY;
    ALTER TABLE visibility_rules FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON visibility_rules
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    ALTER TABLE members ADD COLUMN manager_id uuid;
    -- When the member's newest identity event happened: an older event that arrives late is ignored.
    ALTER TABLE members ADD COLUMN synced_at timestamptz;
    CREATE INDEX members_manager_idx ON members (tenant_id, manager_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE visibility_rules; ALTER TABLE members DROP COLUMN manager_id, DROP COLUMN synced_at;`.execute(
    db,
  );
}
