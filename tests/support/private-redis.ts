import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../infra/src/free-port';
import { outage } from './outage';

/**
 * A Redis of a test's own that keeps its data across a restart (append-only file, as production
 * runs it for BullMQ): a test may stop and restart it without touching the shared one.
 */
export async function startPrivateRedis() {
  const dir = mkdtempSync(join(tmpdir(), 'smartcrm-test-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: 'ignore' },
    );
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
    probe.on('error', () => undefined); // refused until the server listens; it retries
    await probe.connect().catch(() => undefined);
    await probe.ping();
    probe.disconnect();
  };
  const halt = async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    /** An outage: the server shuts down (writing its append-only file) and comes back after `downMs`. */
    restart: (downMs: number, whileDown?: () => Promise<void>) => outage(halt, start, downMs, whileDown),
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
