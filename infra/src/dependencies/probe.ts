import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

/** A dependency the launcher can use: `stop` is there only when the launcher started it. */
export interface Dependency {
  url: string;
  stop?: () => Promise<void>;
}

/**
 * Connects to host:port, optionally writes `greeting`, and resolves with the first bytes the
 * server sends (empty string when it sends nothing in time); undefined when nothing listens.
 */
export function probe(host: string, port: number, greeting?: string, timeoutMs = 1000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: string | undefined) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(socket.connecting ? undefined : ''));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => greeting && socket.write(greeting));
    socket.once('data', (data) => done(data.toString('utf8')));
  });
}

export const isLocalHost = (host: string) => ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);

/** Host and port of a URL such as redis://127.0.0.1:6379 or nats://a:4222,nats://b:4222 (first one). */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url.split(',')[0] ?? url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/** Finds an executable on PATH, plus the sbin directories Debian installs daemons into. */
export function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
