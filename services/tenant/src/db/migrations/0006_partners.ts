import { type Kysely, sql } from 'kysely';

const tenantIsolation = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    CREATE POLICY platform_registry ON ${table}
      USING (NULLIF(current_setting('app.tenant_id', true), '') IS NULL)
      WITH CHECK (NULLIF(current_setting('app.tenant_id', true), '') IS NULL);`;

/**
 * Partners (agencies) and their client workspaces. Both new tables belong to the tenant
 * registry, read across tenants by platform transactions (a partner's statement spans its
 * clients), so besides tenant isolation they admit the platform, as `tenant_domains` does.
 * The plan history dates every plan and status change, which revenue statements prorate by;
 * existing tenants start it from their creation (a suspended one from its last update).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE tenants ADD COLUMN parent_id uuid REFERENCES tenants (id);
    CREATE INDEX tenants_parent_idx ON tenants (parent_id, created_at DESC, id DESC) WHERE parent_id IS NOT NULL;

    CREATE TABLE partners (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      share_percent numeric(5, 2) NOT NULL CHECK (share_percent BETWEEN 0 AND 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ${tenantIsolation('partners')}

    CREATE TABLE tenant_plan_history (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      plan text NOT NULL REFERENCES plans (id),
      status text NOT NULL CHECK (status IN ('active', 'suspended')),
      PRIMARY KEY (tenant_id, id)
    );
    ${tenantIsolation('tenant_plan_history')}

    INSERT INTO tenant_plan_history (tenant_id, changed_at, plan, status)
      SELECT id, created_at, plan, 'active' FROM tenants;
    INSERT INTO tenant_plan_history (tenant_id, changed_at, plan, status)
      SELECT id, updated_at, plan, 'suspended' FROM tenants WHERE status = 'suspended';`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE tenant_plan_history;
    DROP TABLE partners;
    ALTER TABLE tenants DROP COLUMN parent_id;`.execute(db);
}
