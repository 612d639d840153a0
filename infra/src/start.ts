/**
 * `npm start`: Postgres, Redis and NATS (used when they answer, started otherwise), the web
 * build, every service and the BFF, the demo tenant; then the URL and the demo sign-ins.
 */
import { ensureNats } from './dependencies/nats';
import { ensurePostgres } from './dependencies/postgres';
import type { Dependency } from './dependencies/probe';
import { ensureRedis } from './dependencies/redis';
import { demo } from './demo-users';
import { StartupError } from './errors';
import { note, stdoutSink } from './log-format';
import { repoRoot } from './paths';
import { runOnce } from './supervisor';
import { type RunningSystem, startSystem } from './system';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const log = stdoutSink();
const say = (text: string) => void process.stdout.write(`${text}\n`);
const stopping = new AbortController();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping.signal.aborted) process.exit(130); // a second Ctrl-C: do not wait any longer
    say('\nStopping SmartCRM…');
    stopping.abort();
  });
}

const started: Dependency[] = [];
let system: RunningSystem | undefined;
let exitCode = 0;
try {
  const postgres = await ensurePostgres(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm', log);
  started.push(postgres);
  const redis = await ensureRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', log);
  started.push(redis);
  const nats = await ensureNats(env.NATS_URL ?? 'nats://127.0.0.1:4222', log);
  started.push(nats);
  stopping.signal.throwIfAborted();

  const childEnv = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url };
  const instances = Number(env.SERVICE_INSTANCES ?? 1);
  system = await startSystem({ port, env: childEnv, log, instances, signal: stopping.signal });
  await runOnce(
    {
      name: 'seed',
      command: process.execPath,
      args: ['--import', 'tsx', 'infra/src/seed.ts'],
      cwd: repoRoot,
      env: { ...env, ...childEnv },
    },
    log,
  );
  printWelcome(port);
  await new Promise((resolve) => stopping.signal.addEventListener('abort', resolve, { once: true }));
} catch (error) {
  if (!stopping.signal.aborted) {
    exitCode = 1;
    const reason = error instanceof StartupError ? error.message : error instanceof Error ? error.stack : String(error);
    log('launcher', note('error', `SmartCRM failed to start: ${reason}`));
  }
} finally {
  await system?.stop();
  for (const dependency of started.reverse()) await dependency.stop?.();
  say(exitCode === 0 ? 'SmartCRM stopped.' : 'SmartCRM stopped after an error.');
  process.exit(exitCode);
}

function printWelcome(port: number) {
  const { super_admin, wl_user, regular_user } = demo.users;
  const row = (role: string, user: { email: string; password: string }) =>
    `    ${role.padEnd(18)} ${user.email.padEnd(28)} ${user.password}`;
  say(
    [
      '',
      `SmartCRM is running at http://${demo.tenant.slug}.localhost:${port} (sign in with ${super_admin.email} / ${super_admin.password})`,
      `  or open http://localhost:${port}/?tenant=${demo.tenant.slug}`,
      `  Demo sign-ins (tenant "${demo.tenant.slug}"):`,
      row('super admin', super_admin),
      row('white-label user', wl_user),
      row('regular user', regular_user),
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
