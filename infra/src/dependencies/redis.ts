import { mkdirSync } from 'node:fs';
import type { LineSink } from '../log-format';
import { StartupError } from '../errors';
import { dataDir } from '../paths';
import { startDaemon } from './daemon';
import { type Dependency, findExecutable, hostPort, isLocalHost, probe } from './probe';

/** Uses the Redis answering at `url`, or starts redis-server from PATH on that port. */
export async function ensureRedis(url: string, log: LineSink): Promise<Dependency> {
  const { host, port } = hostPort(url, 6379);
  const answers = async () => /^(\+PONG|-NOAUTH)/.test((await probe(host, port, 'PING\r\n')) ?? '');
  if (await answers()) return { url };
  if (!isLocalHost(host)) throw new StartupError(`Redis does not answer at ${host}:${port} (REDIS_URL).`);

  const command = findExecutable('redis-server');
  if (!command) {
    throw new StartupError(
      `Nothing answers at ${host}:${port} and redis-server is not installed.\n` +
        'Install Debian\'s package "redis-server" (sudo apt-get install -y redis-server), or set REDIS_URL to a running Redis.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  log('redis', `starting ${command} on port ${port}`);
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--maxmemory-policy', 'noeviction', '--daemonize', 'no');
  const stop = await startDaemon({
    name: 'redis',
    command,
    args,
    cwd: dataDir,
    ready: answers,
    important: /# (Fatal|Can't|Failed|Error)/i,
    log,
  });
  return { url, stop };
}
