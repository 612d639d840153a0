import pg from 'pg';
import { demo } from '../../infra/src/demo-users';
import { csrfToken } from '../../bff/src/platform/csrf-token';
import { startBenchSystem, signInDemo } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { type LoadResult, runLoad } from '../lib/http-load';
import { measureImport } from './import-bench';
import { largeTenantSizes, seedLargeTenant } from './seed-large-tenant';

const databaseUrl = process.env.BENCH_CRM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_crm';
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 6000);
const contacts = Number(process.env.BENCH_CONTACTS ?? largeTenantSizes.contacts);

const searches = ['hopper', 'lovelace 4', 'labs', 'company 123', 'mail7.example', 'dijkstra', '555 00012', 'partners'];

/**
 * The contacts screens of a large tenant (1,000,000 contacts by default; BENCH_CONTACTS to
 * change), driven over HTTP through the BFF at 50 concurrent clients. The database is kept
 * between runs so the seed is paid once.
 */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl, { fresh: false, redisDb: 11 });
  try {
    const ownerIds = await memberIds(bench.tenantId);
    const seedStarted = performance.now();
    const { seeded } = await seedLargeTenant(databaseUrl, bench.tenantId, ownerIds, { ...largeTenantSizes, contacts });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const cookie = await signInDemo(bench.origin, 'wl_user');
    // Writes carry the CSRF token as the web app sends it.
    const csrf = csrfToken.of(cookie.slice(cookie.indexOf('=') + 1));
    const options = { headers: { cookie, 'x-tenant-id': demo.tenant.slug, 'x-csrf-token': csrf }, durationMs };
    const floor = await bench.spawnServer('bench/crm/floor-server.ts', { DATABASE_URL: databaseUrl });

    const floorList = await runLoad(floor, `/contacts?tenant=${bench.tenantId}`, options);
    const list = await runLoad(bench.origin, '/api/contacts?limit=50', options);
    const byName = await runLoad(bench.origin, '/api/contacts?limit=50&sort=name', options);
    const filtered = await runLoad(
      bench.origin,
      '/api/contacts?limit=50&status=customer&interest=hot&sort=-leadScore',
      options,
    );
    const tagged = await runLoad(bench.origin, '/api/contacts?limit=50&tag=vip&sort=-updatedAt', options);
    const nextPage = await runLoad(
      bench.origin,
      `/api/contacts?limit=50&cursor=${await secondPageCursor(bench.origin, options.headers)}`,
      options,
    );
    let i = 0;
    const search = await runLoad(
      bench.origin,
      () => ({ path: `/api/contacts?limit=50&search=${encodeURIComponent(searches[i++ % searches.length]!)}` }),
      options,
    );
    let n = 0;
    const create = await runLoad(
      bench.origin,
      () => ({
        path: '/api/contacts',
        method: 'POST',
        body: {
          name: `Bench Person ${n}`,
          email: `bench-${Date.now()}-${n++}@bench.example`,
          company: `Company ${n % 500} Labs`,
        },
      }),
      { ...options, connections: 20 },
    );

    const imported = await measureImport(bench.origin, databaseUrl, Number(process.env.BENCH_IMPORT_ROWS ?? 200_000));

    const p95 = (name: string, result: LoadResult, target?: number): Figure[] => [
      { name: `crm.${name}_p50_ms`, value: result.p50, unit: 'ms' },
      {
        name: `crm.${name}_p95_ms`,
        value: result.p95,
        unit: 'ms',
        ...(target ? { target: { op: '<' as const, value: target } } : {}),
      },
      { name: `crm.${name}_errors`, value: result.errors, unit: 'count', target: { op: '<=', value: 0 } },
    ];
    return [
      { name: 'crm.tenant_contacts', value: contacts, unit: 'rows' },
      ...(seeded ? [{ name: 'crm.seed_seconds', value: seedSeconds, unit: 's' }] : []),
      ...p95('list', list, 50),
      ...p95('list_by_name', byName, 50),
      ...p95('list_filtered', filtered, 50),
      ...p95('list_by_tag', tagged, 50),
      ...p95('list_next_page', nextPage, 50),
      ...p95('search', search, 100),
      ...p95('create', create),
      { name: 'crm.list_rps', value: list.rps, unit: 'req/s' },
      { name: 'crm.floor_list_rps', value: floorList.rps, unit: 'req/s' },
      { name: 'crm.floor_list_p95_ms', value: floorList.p95, unit: 'ms' },
      {
        name: 'crm.path_vs_floor_throughput',
        value: list.rps / floorList.rps,
        unit: 'ratio',
        target: { op: '>=', value: 0.6 },
      },
      { name: 'crm.create_rps', value: create.rps, unit: 'req/s' },
      ...imported,
    ];
  } finally {
    await bench.stop();
  }
}

async function memberIds(tenantId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM identity.users WHERE tenant_id = $1', [tenantId]);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function secondPageCursor(origin: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}/api/contacts?limit=50`, { headers });
  const page = (await response.json()) as { nextCursor: string };
  return page.nextCursor;
}
