import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { demo } from '../../infra/src/demo-users';
import { seedDemo } from '../../infra/src/seed';
import { startSystem } from '../../infra/src/system';
import { recreateDatabase } from '../../tests/support/database';
import { freePort } from '../../infra/src/free-port';
import { startPrivateNats } from '../../tests/support/nats-server';
import type { Figure } from '../lib/figures';
import { runLoad } from '../lib/http-load';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench';
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);

/** The session check every page pays: BFF → NATS → identity → Postgres, against a bare floor. */
export async function run(): Promise<Figure[]> {
  const nats = await startPrivateNats();
  await recreateDatabase(databaseUrl);
  const system = await startSystem({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    buildWeb: false,
    env: { NATS_URL: nats.url, REDIS_URL: 'redis://127.0.0.1:6379/12', LOG_LEVEL: 'warn' },
    log: () => undefined,
  });
  let floor: ChildProcess | undefined;
  let uncachedBff: ChildProcess | undefined;
  try {
    await seedDemo(nats.url);
    const cookie = await signIn(system.url);
    const floorPort = await freePort();
    floor = spawn(process.execPath, ['--import', 'tsx', 'bench/load/floor-server.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(floorPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(floor.stdout!, 'data');
    // A BFF that asks identity on every request: the full BFF → NATS → service → Postgres hop.
    const uncachedPort = await freePort();
    uncachedBff = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
      env: {
        ...process.env,
        NATS_URL: nats.url,
        PORT: String(uncachedPort),
        HOST: '127.0.0.1',
        SESSION_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: 'redis://127.0.0.1:6379/12',
      },
      stdio: 'ignore',
    });
    await waitForHealth(`http://127.0.0.1:${uncachedPort}/api/health`);

    const options = { headers: { cookie, 'x-tenant-id': demo.tenant.slug }, durationMs };
    const floorResult = await runLoad(`http://127.0.0.1:${floorPort}/session`, options);
    const path = await runLoad(`${system.url.replace('localhost', '127.0.0.1')}/api/auth/user-role`, options);
    const uncached = await runLoad(`http://127.0.0.1:${uncachedPort}/api/auth/user-role`, options);
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
    floor?.kill('SIGTERM');
    uncachedBff?.kill('SIGTERM');
    await system.stop();
    await nats.stop();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const { email, password } = demo.users.regular_user;
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': demo.tenant.slug },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('smartcrm_session='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}
