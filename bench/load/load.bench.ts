import { demo } from '../../infra/src/demo-users';
import { startBenchSystem, signInDemo } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { runLoad } from '../lib/http-load';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench';
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);

/** The session check every page pays: BFF → NATS → identity → Postgres, against a bare floor. */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl);
  try {
    const cookie = await signInDemo(bench.origin);
    const floor = await bench.spawnServer('bench/load/floor-server.ts', { DATABASE_URL: databaseUrl });
    // A BFF that asks identity on every request: the full BFF → NATS → service → Postgres hop.
    const uncachedBff = await bench.spawnServer('bench/load/ready-bff.ts', {
      NATS_URL: bench.natsUrl,
      HOST: '127.0.0.1',
      SESSION_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://127.0.0.1:6379/12',
    });

    const options = { headers: { cookie, 'x-tenant-id': demo.tenant.slug }, durationMs };
    const floorResult = await runLoad(floor, '/session', options);
    const path = await runLoad(bench.origin, '/api/auth/user-role', options);
    const uncached = await runLoad(uncachedBff, '/api/auth/user-role', options);
    return [
      { name: 'load.floor_rps', value: floorResult.rps, unit: 'req/s' },
      { name: 'load.floor_p95_ms', value: floorResult.p95, unit: 'ms' },
      { name: 'load.path_rps', value: path.rps, unit: 'req/s' },
      { name: 'load.path_p50_ms', value: path.p50, unit: 'ms' },
      { name: 'load.path_p95_ms', value: path.p95, unit: 'ms' },
      { name: 'load.path_p99_ms', value: path.p99, unit: 'ms' },
      {
        name: 'load.path_errors',
        value: path.errors + floorResult.errors,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
      {
        name: 'load.path_vs_floor_throughput',
        value: path.rps / floorResult.rps,
        unit: 'ratio',
        target: { op: '>=', value: 0.6 },
      },
      {
        name: 'load.path_vs_floor_p95',
        value: path.p95 / floorResult.p95,
        unit: 'ratio',
        target: { op: '<', value: 2 },
      },
      { name: 'load.uncached_path_rps', value: uncached.rps, unit: 'req/s' },
      { name: 'load.uncached_path_p95_ms', value: uncached.p95, unit: 'ms' },
      { name: 'load.uncached_path_errors', value: uncached.errors, unit: 'count', target: { op: '<=', value: 0 } },
      { name: 'load.uncached_path_vs_floor_throughput', value: uncached.rps / floorResult.rps, unit: 'ratio' },
    ];
  } finally {
    await bench.stop();
  }
}
