import pg from 'pg';
import { demo } from '../../infra/src/demo-users';
import { browserHeaders, signInDemo, startBenchSystem } from '../lib/bench-system';
import { largeRecordSizes, seedLargeCrmRecords } from './seed-large-crm-records';
import { largeTenantSizes, seedLargeTenant } from './seed-large-tenant';

export const largeTenantDatabaseUrl =
  process.env.BENCH_CRM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_crm';

export async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: largeTenantDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The whole product on the large tenant's database (kept between runs, so the seed of 1,000,000
 * contacts, 200,000 deals, 500,000 tasks and 2,000,000 activities is paid once), the demo
 * workspace on Enterprise, and a signed-in white-label user's headers (with the CSRF token).
 */
export async function openLargeTenant({ contacts = largeTenantSizes.contacts } = {}) {
  const bench = await startBenchSystem(largeTenantDatabaseUrl, { fresh: false });
  try {
    const ownerIds = await withClient(async (client) => {
      const { rows } = await client.query('SELECT id FROM identity.users WHERE tenant_id = $1', [bench.tenantId]);
      return rows.map((r) => r.id as string);
    });
    const seedStarted = performance.now();
    const { seeded } = await seedLargeTenant(largeTenantDatabaseUrl, bench.tenantId, ownerIds, {
      ...largeTenantSizes,
      contacts,
    });
    const headers = browserHeaders(await signInDemo(bench.origin, 'wl_user'), demo.tenant.slug);
    // The default pipeline is made on first use; the generated deals go on it.
    const pipelines = await fetch(`${bench.origin}/api/pipelines`, { headers });
    const [pipeline] = ((await pipelines.json()) as { items: { id: string; stages: { id: string; kind: string }[] }[] })
      .items;
    const seededRecords = await withClient((client) => seedLargeCrmRecords(client, bench.tenantId, ownerIds));
    // A large tenant is an Enterprise one: no contact quota to count against on every create.
    await withClient((client) =>
      client.query(`UPDATE tenant.tenants SET plan = 'enterprise' WHERE id = $1`, [bench.tenantId]),
    );
    // Autovacuum may be off (it is on these machines): without a visibility map after the seed,
    // every index-only scan the screens rely on reads the heap too.
    if (seeded || seededRecords) await withClient((client) => client.query('VACUUM (ANALYZE)'));
    const sizes = { contacts, ...largeRecordSizes };
    const seedSeconds = seeded || seededRecords ? (performance.now() - seedStarted) / 1000 : null;
    return { bench, headers, pipeline: pipeline!, sizes, seedSeconds };
  } catch (error) {
    await bench.stop();
    throw error;
  }
}
