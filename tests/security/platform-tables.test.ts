import { describe, expect, inject, it } from 'vitest';
import { createDb, serviceDatabaseUrl } from '../../services/kit/src/db/database';
import { createUnitOfWork } from '../../services/kit/src/db/unit-of-work';
import { createLogger } from '../../services/kit/src/logger';
import { signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';

/** Tables read across tenants (README: which are platform-wide on purpose). */
const crossTenant = ['partners', 'tenant_plan_history'] as const;

/**
 * The tenant registry's cross-tenant tables show every tenant's rows to a platform transaction
 * only: work that merely has no tenant set (a forgotten withTenant) sees none of them.
 */
describe('platform tables', () => {
  it("show every tenant's rows to a platform transaction and none to work without a tenant", async () => {
    await signUpWorkspace('plata');
    await signUpWorkspace('platb');
    const url = serviceDatabaseUrl(inject('databaseUrl'), 'tenant', process.env.DB_APP_PASSWORD ?? 'smartcrm-dev');
    type Row = { tenant_id: string };
    const db = createDb<Record<(typeof crossTenant)[number], Row>>({ url, schema: 'tenant', poolSize: 1 });
    const uow = createUnitOfWork(db, async () => undefined, createLogger('test', 'silent'));
    const tenantsIn = async (read: (table: (typeof crossTenant)[number]) => Promise<Row[]>) =>
      Object.fromEntries(
        await Promise.all(crossTenant.map(async (t) => [t, new Set((await read(t)).map((r) => r.tenant_id)).size])),
      );
    try {
      const withoutTenant = await tenantsIn((t) => db.selectFrom(t).select('tenant_id').execute());
      expect(withoutTenant).toEqual({ partners: 0, tenant_plan_history: 0 });
      const platform = await tenantsIn((t) =>
        uow.withPlatform((trx) => trx.selectFrom(t).select('tenant_id').execute()),
      );
      expect(platform.tenant_plan_history).toBeGreaterThanOrEqual(2);
      // The mark ends with its transaction: the same connection, next, sees nothing again.
      expect(await tenantsIn((t) => db.selectFrom(t).select('tenant_id').execute())).toEqual(withoutTenant);
    } finally {
      await db.destroy();
    }
  });

  it('admit rows without a tenant only by the platform mark, on every tenant-scoped table', async () => {
    const policies = await withOwnerConnection(inject('databaseUrl'), async (client) => {
      const { rows } = await client.query(`
        SELECT schemaname || '.' || tablename || ' ' || policyname AS name, qual FROM pg_policies
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND qual NOT LIKE '%(tenant_id = %'`);
      return rows as { name: string; qual: string }[];
    });
    const loose = policies.filter((p) => !p.qual.includes("'app.platform'") && !p.name.endsWith('verified_lookup'));
    expect(loose.map((p) => `${p.name}: ${p.qual}`)).toEqual([]);
  });
});
