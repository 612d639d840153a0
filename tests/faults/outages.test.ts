import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { microServiceName } from '@smartcrm/contracts';
import { connect, type NatsConnection, RequestStrategy } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { repoRoot } from '../../infra/src/paths';
import { startSystem } from '../../infra/src/system';
import { ApiClient } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { startPrivateNats } from '../support/nats-server';
import { startPrivatePostgres } from '../support/private-postgres';
import { startPrivateRedis } from '../support/private-redis';
import { testEnv } from '../support/test-env';

// A system of its own (NATS, Postgres cluster, Redis): breaking it never touches the
// shared one the other system tests use.
const rpcTimeoutMs = 2000;

/** The crm instances answering on NATS's service discovery. */
async function crmInstances(nc: NatsConnection): Promise<number> {
  let count = 0;
  for await (const _ of await nc.services
    .client({ maxWait: 300, strategy: RequestStrategy.Timer })
    .ping(microServiceName('crm')))
    count++;
  return count;
}

describe('faults under load', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let databaseUrl: string;
  let system: Awaited<ReturnType<typeof startSystem>>;
  let nc: NatsConnection;
  let extraCrm: ChildProcess;

  beforeAll(async () => {
    nats = await startPrivateNats();
    postgres = await startPrivatePostgres();
    redis = await startPrivateRedis();
    databaseUrl = postgres.url;
    const env = {
      ...testEnv.childEnv,
      LOG_LEVEL: 'warn',
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      RPC_TIMEOUT_MS: String(rpcTimeoutMs),
    };
    system = await startSystem({ port: 0, host: '127.0.0.1', databaseUrl, env, buildWeb: false, log: () => undefined });
    nc = await connect({ servers: nats.url });
    // A second crm instance in the same queue group, as `--scale crm=2` runs it.
    extraCrm = spawn(process.execPath, ['--import', 'tsx', 'services/crm/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while ((await crmInstances(nc)) < 2) {
      if (Date.now() > deadline) throw new Error('the second crm instance did not come up');
    }
  });
  const signUp = async (prefix: string) => {
    const client = new ApiClient(`${prefix}${Date.now().toString(36)}`, system.url);
    const response = await client.post('/api/auth/signup', {
      companyName: 'Faults Ltd',
      slug: client.tenant,
      email: `owner@${client.tenant}.test`,
      password: 'owner-password-1',
      name: 'Olive Owner',
    });
    expect(response.status).toBe(201);
    return client;
  };

  afterAll(async () => {
    extraCrm?.kill('SIGKILL');
    await nc?.drain();
    await system?.stop();
    await nats?.stop();
    await postgres?.stop();
    await redis?.stop();
  });

  it('lets the other instance of a killed one take over: no write lost or applied twice, no hang, no 500', async () => {
    const client = await signUp('kill');

    // Three writers create contacts without pause; a third of a second in, one crm instance dies.
    const outcomes = new Map<string, number>();
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const email = `w${w}-${i}@load.test`;
        const started = Date.now();
        const { status } = await client.post('/api/contacts', { name: `Writer ${w} #${i}`, email });
        // A request whose instance died waits out the RPC time-out, never longer.
        expect(Date.now() - started).toBeLessThan(rpcTimeoutMs + 2000);
        outcomes.set(email, status);
      }
    };
    const writers = [0, 1, 2].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    extraCrm.kill('SIGKILL');
    await once(extraCrm, 'exit');
    await new Promise((resolve) => setTimeout(resolve, rpcTimeoutMs + 1000));
    writing = false;
    await Promise.all(writers);

    const statuses = [...outcomes.values()];
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    const created = [...outcomes].filter(([, s]) => s === 201).map(([email]) => email);
    expect(created.length).toBeGreaterThan(10);
    // The survivor answered everything sent after the kill.
    expect(statuses.slice(-5)).toEqual([201, 201, 201, 201, 201]);

    const stored = await withOwnerConnection(databaseUrl, async (db) => {
      const { rows } = await db.query<{ email: string; n: number }>(
        `SELECT c.email, count(*)::int AS n FROM crm.contacts c JOIN tenant.tenants t ON t.id = c.tenant_id
         WHERE t.slug = $1 GROUP BY c.email`,
        [client.tenant],
      );
      return new Map(rows.map((r) => [r.email, r.n]));
    });
    // Every acknowledged write is there exactly once; one that timed out is there at most once.
    for (const email of created) expect(stored.get(email)).toBe(1);
    for (const [email, n] of stored) {
      expect(n).toBe(1);
      expect(outcomes.has(email)).toBe(true);
    }
    expect(await crmInstances(nc)).toBe(1);
  });

  it('rides out a NATS restart: 503 while it is down, then reconnects by itself and delivers events again', async () => {
    const client = await signUp('natsdown');
    const socket = new WebSocket(`${system.url.replace('http', 'ws')}/ws?tenant=${client.tenant}`, {
      headers: { cookie: `smartcrm_session=${client.cookie('smartcrm_session')}` },
    });
    const pushed: { type: string; event?: { type: string; data: Record<string, unknown> } }[] = [];
    socket.on('message', (data) => pushed.push(JSON.parse(String(data))));
    await expect.poll(() => pushed.some((m) => m.type === 'hello')).toBe(true);

    await nats.restart(2000, async () => {
      const started = Date.now();
      const { status, body } = await client.post('/api/contacts', { name: 'During', email: 'during@outage.test' });
      expect(status).toBe(503);
      expect(body.code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(rpcTimeoutMs + 2000);
    });

    await expect
      .poll(async () => (await client.post('/api/contacts', { name: 'After', email: 'after@outage.test' })).status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(201);
    // The tenant's events reach its open socket again (the BFF resubscribed and the stream is back).
    await expect
      .poll(() => pushed.some((m) => m.event?.type === 'crm.contact.created'), { timeout: 15_000 })
      .toBe(true);
    socket.close();
  });

  it('rides out a Postgres restart: a clear 503 while it is down, then every service reconnects by itself', async () => {
    const client = await signUp('pgdown');
    await postgres.restart(1500, async () => {
      const { status, body } = await client.post('/api/contacts', { name: 'During', email: 'during@pg.test' });
      expect(status).toBe(503);
      expect(body.code).toBe('unavailable');
    });
    await expect
      .poll(async () => (await client.post('/api/contacts', { name: 'After', email: 'after@pg.test' })).status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(201);
    const listed = await client.get('/api/contacts');
    expect(listed.body.items.map((c: { email: string }) => c.email)).toEqual(['after@pg.test']);
    // Sign-in (identity) and the plan (tenant) work again too.
    expect((await client.get('/api/plans/current')).status).toBe(200);
  });

  it('finishes an import that Redis went away in the middle of: every row once, none lost', async () => {
    const client = await signUp('redisdown');
    const rows = 50_000;
    const csv = ['Name,Email', ...Array.from({ length: rows }, (_, i) => `Person ${i},p${i}@redis.test`)].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
    const uploaded = await client.post('/api/imports/contacts', form);
    expect(uploaded.status).toBe(201);
    const importPath = `/api/imports/${uploaded.body.id}`;
    await client.post(`${importPath}/start`, { mapping: uploaded.body.suggestedMapping });
    await expect.poll(async () => (await client.get(importPath)).body.status, { interval: 50 }).toBe('running');
    await redis.restart(1000);
    // Redis went away while the import was still writing.
    expect((await client.get(importPath)).body.counts.imported).toBeLessThan(rows);

    await expect.poll(async () => (await client.get(importPath)).body.status, { timeout: 60_000 }).toBe('completed');
    expect((await client.get(importPath)).body.counts).toMatchObject({ imported: rows, failed: 0 });
    const stored = await withOwnerConnection(databaseUrl, async (db) => {
      const { rows: found } = await db.query<{ n: number; emails: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT c.email)::int AS emails FROM crm.contacts c
         JOIN tenant.tenants t ON t.id = c.tenant_id WHERE t.slug = $1`,
        [client.tenant],
      );
      return found[0];
    });
    expect(stored).toEqual({ n: rows, emails: rows });
  });
});
