import { join } from 'node:path';
import { serviceNames } from '@smartcrm/contracts';
import { probe } from './dependencies/probe';
import { StartupError } from './errors';
import { freePort } from './free-port';
import { type LineSink, note, stdoutSink } from './log-format';
import { repoRoot } from './paths';
import { type ChildSpec, supervise } from './supervisor';
import { ensureWebBuilt } from './web-build';

export interface SystemOptions {
  /** The BFF's port; 0 picks a free one. Default 3000. */
  port?: number;
  /** The BFF's listen address (its own default, 0.0.0.0, when absent). */
  host?: string;
  /** Owner connection to Postgres (DATABASE_URL of every child). */
  databaseUrl?: string;
  /** Extra environment for every child (NATS_URL, REDIS_URL, LOG_LEVEL, …), over process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where the children's output lines go; default: formatted on stdout. */
  log?: LineSink;
  /** Processes of each service, side by side in its NATS queue group (as `--scale crm=2`). Default 1. */
  instances?: number;
  /** Build web/dist first when it is missing or stale. Default true. */
  buildWeb?: boolean;
  readyTimeoutMs?: number;
  /** Aborting stops whatever was started and rejects. */
  signal?: AbortSignal;
}

export interface RunningSystem {
  url: string;
  port: number;
  /** Stops the BFF, then every service (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

/** Starts every service and the BFF as supervised children; resolves once /api/health says ok. */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const { log = stdoutSink(), buildWeb = true, readyTimeoutMs = 90_000, signal, instances = 1 } = options;
  const port = options.port === 0 ? await freePort() : (options.port ?? 3000);
  if ((await probe('127.0.0.1', port)) !== undefined) {
    throw new StartupError(`Port ${port} is already in use; choose another one with PORT.`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    WEB_DIST: join(repoRoot, 'web', 'dist'),
    ...(options.host ? { HOST: options.host } : {}),
  };
  if (buildWeb) await ensureWebBuilt(log, env);
  signal?.throwIfAborted();

  // Node refuses --cpu-prof in NODE_OPTIONS: a profile of every child is asked for by directory.
  const profile = env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.CPU_PROFILE_DIR}`] : [];
  const child = (name: string, entry: string): ChildSpec => ({
    name,
    command: process.execPath,
    args: [...profile, '--import', 'tsx', entry],
    cwd: repoRoot,
    env,
  });
  const services = serviceNames.flatMap((name) =>
    Array.from({ length: instances }, (_, i) =>
      supervise(child(instances > 1 ? `${name}#${i + 1}` : name, `services/${name}/src/main.ts`), log),
    ),
  );
  const bff = supervise(child('bff', 'bff/src/server.ts'), log);
  const stop = async () => {
    for (const c of [bff, ...services]) c.retire();
    await bff.stop();
    await Promise.all(services.map((s) => s.stop()));
  };

  const url = `http://localhost:${port}`;
  try {
    await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, instances, readyTimeoutMs, log, signal);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

/** Healthy: every service up with all its `instances` answering on NATS. */
async function waitUntilHealthy(
  healthUrl: string,
  instances: number,
  timeoutMs: number,
  log: LineSink,
  signal?: AbortSignal,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  let lastReported = Date.now();
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json()) as { status?: string; services?: Record<string, { instances: number }> };
      const allUp = Object.values(body.services ?? {}).every((s) => s.instances >= instances);
      if (body.status === 'ok' && allUp) return;
      last = JSON.stringify(body);
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() - lastReported > 15_000) {
      log('launcher', note('info', 'waiting for the system to become healthy', { health: last }));
      lastReported = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new StartupError(`The system did not become healthy within ${timeoutMs / 1000} s (last health: ${last})`);
}
