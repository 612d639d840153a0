import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LineSink } from '../log-format';
import { StartupError } from '../errors';
import { dataDir } from '../paths';
import { startDaemon } from './daemon';
import { type Dependency, findExecutable, hostPort, isLocalHost, probe } from './probe';

/** Uses the NATS answering at `url`, or starts nats-server (JetStream on) from PATH on that port. */
export async function ensureNats(url: string, log: LineSink, storeDir = join(dataDir, 'nats')): Promise<Dependency> {
  const { host, port } = hostPort(url, 4222);
  const answers = async () => ((await probe(host, port)) ?? '').startsWith('INFO');
  if (await answers()) return { url };
  if (!isLocalHost(host)) throw new StartupError(`NATS does not answer at ${host}:${port} (NATS_URL).`);

  const command = findExecutable('nats-server');
  if (!command) {
    throw new StartupError(
      `Nothing answers at ${host}:${port} and nats-server is not installed.\n` +
        'Install Debian\'s package "nats-server" (sudo apt-get install -y nats-server), or set NATS_URL to a running NATS.',
    );
  }
  mkdirSync(storeDir, { recursive: true });
  log('nats', `starting ${command} on port ${port}`);
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const stop = await startDaemon({
    name: 'nats',
    command,
    args,
    cwd: storeDir,
    ready: answers,
    important: /\[(WRN|ERR|FTL)\]/,
    log,
  });
  return { url, stop };
}
