import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { freePort } from '../../infra/src/free-port';
import { type BenchSocket, openSocket } from './relay-load';

const rssBytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A BFF process of its own, so its memory is the sockets' alone. */
async function startBff(natsUrl: string, redisUrl: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/ready-bff.ts'], {
    env: {
      ...process.env,
      NATS_URL: natsUrl,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(() => Promise.reject(new Error('the idle-socket BFF exited early')));
  await Promise.race([once(child.stdout!, 'data'), exited]);
  return { origin: `http://127.0.0.1:${port}`, child };
}

/**
 * Opens `count` signed-in sockets to one BFF process (each greeted with hello, so each is a
 * registered tab with presence), lets them idle, and reports how many stayed open and the
 * process's resident memory per socket.
 */
export async function measureIdleSockets(natsUrl: string, redisUrl: string, cookies: string[], count: number) {
  const { origin, child } = await startBff(natsUrl, redisUrl);
  const url = `${origin.replace('http', 'ws')}/ws?tenant=demo`;
  const sockets: BenchSocket[] = [];
  try {
    // A few sockets first, so the per-socket figure leaves out what the first one sets up.
    for (const cookie of cookies) sockets.push(await greeted(url, cookie));
    await settle(2000);
    const before = rssBytes(child.pid!);
    const opened = performance.now();
    for (let i = sockets.length; i < count; i += 100) {
      const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        greeted(url, cookies[(i + j) % cookies.length]!),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const openSeconds = (performance.now() - opened) / 1000;
    await settle(5000);
    const idle = sockets.filter((s) => s.socket.readyState === s.socket.OPEN).length;
    const perSocket = (rssBytes(child.pid!) - before) / (count - cookies.length);
    return { idle, perSocketKb: perSocket / 1024, openPerSecond: (count - cookies.length) / openSeconds };
  } finally {
    for (const s of sockets) s.socket.terminate();
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

async function greeted(url: string, cookie: string) {
  const socket = await openSocket(url, cookie);
  await socket.next((m) => m.type === 'hello', 60_000);
  return socket;
}
