import pg from 'pg';
import { seedLargeCrmRecords } from '../crm/seed-large-crm-records';
import { seedLargeTenant } from '../crm/seed-large-tenant';

/** The load suite's tenant: enough records for lists, searches, boards and a bulk run to do real work. */
export const loadTenantSizes = {
  contacts: Number(process.env.BENCH_LOAD_CONTACTS ?? 20_000),
  companies: 1_000,
  deals: 2_000,
  tasks: 5_000,
  activities: 20_000,
};

/**
 * Fills the demo workspace with the crm suite's generators (set-based SQL on the owner
 * connection), at the load suite's sizes, and puts it on Enterprise (no quota to count on every
 * create, AI credits for a bulk run of every contact). `ensurePipeline` makes the default pipeline
 * the generated deals go on (crm makes it on first use).
 */
export async function seedLoadTenant(databaseUrl: string, tenantId: string, ensurePipeline: () => Promise<unknown>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM identity.users WHERE tenant_id = $1', [tenantId]);
    const owners = rows.map((r) => r.id as string);
    await seedLargeTenant(databaseUrl, tenantId, owners, loadTenantSizes);
    await ensurePipeline();
    await seedLargeCrmRecords(client, tenantId, owners, loadTenantSizes);
    await client.query(`UPDATE tenant.tenants SET plan = 'enterprise' WHERE id = $1`, [tenantId]);
  } finally {
    await client.end();
  }
}
