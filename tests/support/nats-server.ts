import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * A NATS server (JetStream on) of the test run's own: the tests never share subjects, streams
 * or queue groups with a SmartCRM that a developer is running on the machine's NATS.
 */
export async function startPrivateNats(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'smartcrm-test-nats-'));
  const child: ChildProcess = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
    stdio: 'ignore',
  });
  await waitForPort(port, child);
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(store, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('nats-server exited at start (is the nats-server package installed?)');
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nats-server did not listen on ${port}`);
}
