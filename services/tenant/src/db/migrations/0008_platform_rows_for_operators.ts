import { type Kysely, sql } from 'kysely';

const operatorOnly = (table: string) => `
    DROP POLICY platform_registry ON ${table};
    CREATE POLICY platform_registry ON ${table}
      USING (current_setting('app.platform', true) = 'operator')
      WITH CHECK (current_setting('app.platform', true) = 'operator');`;

/**
 * Partners and the plan history are read across tenants by platform transactions only. They
 * admitted every tenant's rows to any work with no tenant set; now only to a transaction that
 * says it is the platform's (kit's `withPlatform` sets `app.platform` for itself alone), so a
 * read that merely forgot its tenant sees nothing. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`${operatorOnly('partners')}${operatorOnly('tenant_plan_history')}`).execute(db);
}

const anyWithoutTenant = (table: string) => `
    DROP POLICY platform_registry ON ${table};
    CREATE POLICY platform_registry ON ${table}
      USING (NULLIF(current_setting('app.tenant_id', true), '') IS NULL)
      WITH CHECK (NULLIF(current_setting('app.tenant_id', true), '') IS NULL);`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`${anyWithoutTenant('partners')}${anyWithoutTenant('tenant_plan_history')}`).execute(db);
}
