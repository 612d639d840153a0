import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { csrfToken } from '../../bff/src/platform/csrf-token';
import { demo } from '../../infra/src/demo-users';
import { freePort } from '../../infra/src/free-port';
import { seedDemo } from '../../infra/src/seed';
import { startSystem } from '../../infra/src/system';
import { recreateDatabase } from '../../tests/support/database';
import { startPrivateNats } from '../../tests/support/nats-server';
import { startPrivateRedis } from '../../tests/support/private-redis';

/**
 * The whole product as `npm start` runs it, on a private NATS and Redis and the suite's own
 * database, with the demo workspace seeded. `fresh` drops the database first. (On a shared Redis
 * the workers of another suite's system would take this one's jobs and find nothing in their database.)
 */
export async function startBenchSystem(
  databaseUrl: string,
  { fresh = true, env = {} }: { fresh?: boolean; env?: Record<string, string> } = {},
) {
  const nats = await startPrivateNats();
  const redis = await startPrivateRedis();
  if (fresh) await recreateDatabase(databaseUrl);
  const system = await startSystem({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    buildWeb: false,
    env: {
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '1000',
      // As in production: replies the BFF passes on as bytes are not parsed to check them.
      RPC_REPLY_CHECK_RATE: '0',
      ...env,
    },
    log: () => undefined,
  });
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await system.stop();
    await nats.stop();
    await redis.stop();
  };
  try {
    const seeded = await seedDemo(nats.url);
    return {
      origin: system.url.replace('localhost', '127.0.0.1'),
      natsUrl: nats.url,
      redisUrl: redis.url,
      tenantId: seeded.tenantId,
      stop,
      /** Starts a helper server (a floor, another BFF) that prints `ready` once listening. */
      async spawnServer(entry: string, env: Record<string, string>) {
        const port = await freePort();
        const child = spawn(process.execPath, ['--import', 'tsx', entry], {
          env: { ...process.env, ...env, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        const exited = once(child, 'exit').then(() => Promise.reject(new Error(`${entry} exited before it was ready`)));
        await Promise.race([once(child.stdout!, 'data'), exited]);
        return `http://127.0.0.1:${port}`;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * What a signed-in browser sends: both cookies the sign-in set (the session and the CSRF token; a
 * client without the token cookie gets it set again on every read) and the token echoed for writes.
 */
export function browserHeaders(sessionCookie: string, tenant: string) {
  const token = csrfToken.of(sessionCookie.slice(sessionCookie.indexOf('=') + 1));
  return {
    cookie: `${sessionCookie}; ${csrfToken.cookieName}=${token}`,
    'x-tenant-id': tenant,
    'x-csrf-token': token,
  };
}

/** The session cookie of a demo user. */
export async function signInDemo(origin: string, role: keyof typeof demo.users = 'regular_user'): Promise<string> {
  const { email, password } = demo.users[role];
  const response = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': demo.tenant.slug },
    body: JSON.stringify({ email, password }),
  });
  return sessionCookieOf(response, 'sign-in');
}

/** The `name=value` of the session cookie a sign-in or sign-up response set. */
export function sessionCookieOf(response: Response, what: string): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('smartcrm_session='));
  if (!cookie) throw new Error(`${what} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}
