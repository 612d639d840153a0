import { demo } from '../../infra/src/demo-users';
import { browserHeaders, signInDemo, startBenchSystem } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { runLoad } from '../lib/http-load';
import { measureBulkBeside } from './operations.scenario';
import { salesRep } from './sales-rep.scenario';
import { againstFloor } from './scenario-runner';
import { seedLoadTenant } from './seed-load-tenant';
import { measurePings, measureRelay } from './signalling.scenario';
import { scenarioFigures, sessionFigures } from './load-figures';
import { writer } from './writer.scenario';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_load';
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);

/** A signed-in demo user's headers, with the CSRF token writes echo. */
async function headersOf(origin: string, role: keyof typeof demo.users) {
  return browserHeaders(await signInDemo(origin, role), demo.tenant.slug);
}

/**
 * The k6 scenarios (k6/) as Node virtual users through the whole path (BFF → NATS → services →
 * Postgres), each HTTP one taking turns with its floor (bench/load/floor-server.ts: the same SQL straight
 * on Postgres) with as many users, in the same run; the session check every page pays; the
 * WebSocket tabs; and an overnight bulk run of every contact with the sales reps beside it.
 */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl);
  try {
    const rep = await headersOf(bench.origin, 'regular_user');
    await seedLoadTenant(databaseUrl, bench.tenantId, () => fetch(`${bench.origin}/api/pipelines`, { headers: rep }));
    const me = (await (await fetch(`${bench.origin}/api/auth/user-role`, { headers: rep })).json()) as {
      user: { id: string; role: string };
    };
    const floor = await bench.spawnServer('bench/load/floor-server.ts', {
      DATABASE_URL: databaseUrl,
      TENANT_ID: bench.tenantId,
      USER_ID: me.user.id,
      USER_ROLE: me.user.role,
    });
    // A BFF that asks identity on every request: the full BFF → NATS → service → Postgres hop.
    const uncachedBff = await bench.spawnServer('bench/load/ready-bff.ts', {
      NATS_URL: bench.natsUrl,
      HOST: '127.0.0.1',
      SESSION_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: bench.redisUrl,
    });

    const session = { headers: rep, durationMs };
    const sessionFloor = await runLoad(floor, '/session', session);
    const sessionPath = await runLoad(bench.origin, '/api/auth/user-role', session);
    const sessionUncached = await runLoad(uncachedBff, '/api/auth/user-role', session);

    const options = { durationMs, headers: rep };
    const reps = await againstFloor(bench.origin, floor, salesRep(), { ...options, users: 20 });
    const writes = await againstFloor(bench.origin, floor, writer, { ...options, users: 10 });
    const pings = await measurePings(bench.origin, rep.cookie, 200, durationMs);
    const ops = await headersOf(bench.origin, 'super_admin');
    const relay = await measureRelay(bench.origin, [rep.cookie, ops.cookie], 1000, durationMs);
    const operations = await measureBulkBeside(bench.origin, ops, rep, 20, 120_000);

    return [
      ...sessionFigures(sessionFloor, sessionPath, sessionUncached),
      ...scenarioFigures('sales_rep', reps.path, reps.floor),
      ...scenarioFigures('writer', writes.path, writes.floor),
      ...scenarioFigures('signalling', pings),
      { name: 'load.signalling_relay_p50_ms', value: relay.p50, unit: 'ms' },
      { name: 'load.signalling_relay_p95_ms', value: relay.p95, unit: 'ms', target: { op: '<', value: 20 } },
      { name: 'load.signalling_relay_p99_ms', value: relay.p99, unit: 'ms' },
      {
        name: 'load.signalling_relay_lost',
        value: relay.sent - relay.received,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
      ...scenarioFigures('operations_reps', operations.beside),
      {
        name: 'load.operations_contacts',
        value: operations.bulk.processed,
        unit: 'contacts',
        target: { op: '>=', value: operations.bulk.total },
      },
      { name: 'load.operations_contacts_per_s', value: operations.contactsPerSecond, unit: 'contacts/s' },
      { name: 'load.operations_reps_slowdown_throughput', value: operations.beside.rps / reps.path.rps, unit: 'ratio' },
      { name: 'load.operations_reps_slowdown_p95', value: operations.beside.p95 / reps.path.p95, unit: 'ratio' },
      // The headline: the sales rep's browsing through the whole path against its floor.
      {
        name: 'load.path_vs_floor_throughput',
        value: reps.path.rps / reps.floor.rps,
        unit: 'ratio',
        target: { op: '>=', value: 0.6 },
      },
      {
        name: 'load.path_vs_floor_p95',
        value: reps.path.p95 / reps.floor.p95,
        unit: 'ratio',
        target: { op: '<', value: 2 },
      },
    ];
  } finally {
    await bench.stop();
  }
}
