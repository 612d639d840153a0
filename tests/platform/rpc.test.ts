import { Redis } from 'ioredis';
import { connect, type NatsConnection, RequestStrategy } from 'nats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../bff/src/app';
import { loadBffConfig } from '../../bff/src/config';
import { createLogger, createRpcClient, startService } from '../../services/kit/src';
import { tenantService } from '../../services/tenant/src/app';
import { startPrivateNats } from '../support/nats-server';
import { testEnv } from '../support/test-env';

describe('request/reply over NATS', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let nc: NatsConnection;
  let redis: Redis;

  beforeAll(async () => {
    nats = await startPrivateNats();
    nc = await connect({ servers: nats.url });
    redis = new Redis(testEnv.childEnv.REDIS_URL);
  });
  afterAll(async () => {
    await nc.drain();
    redis.disconnect();
    await nats.stop();
  });

  const bffOn = (env: Record<string, string>) =>
    buildApp({
      config: loadBffConfig({ NATS_URL: nats.url, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', ...env }),
      log: createLogger('bff-test', 'silent'),
      nc,
      redis,
    });

  it('answers 503 unavailable at once when no instance of a service is running', async () => {
    const app = await bffOn({});
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/tenant/info?tenant=demo' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable', message: 'The tenant service is unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
    await app.close();
  });

  it('answers 503 after the time-out when a service hangs, instead of hanging too', async () => {
    const silent = nc.subscribe('rpc.tenant.tenants.resolve', { queue: 'tenant', callback: () => undefined });
    const app = await bffOn({ RPC_TIMEOUT_MS: '300' });
    const response = await app.inject({ method: 'GET', url: '/api/tenant/info?tenant=demo' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The tenant service did not answer within 300 ms');
    silent.unsubscribe();
    await app.close();
  });

  it('shares the load between instances in one queue group', async () => {
    const env = { DATABASE_URL: inject('databaseUrl'), NATS_URL: nats.url, LOG_LEVEL: 'silent' };
    const instances = await Promise.all([startService(tenantService, env), startService(tenantService, env)]);
    try {
      const rpc = createRpcClient(nc, 5000);
      for (let i = 0; i < 40; i++) {
        await expect(
          rpc.call(
            'tenant.tenants.resolve',
            { identifier: 'demo' },
            { tenantId: null, actor: null, requestId: `test-${i}` },
          ),
        ).resolves.toMatchObject({ slug: 'demo' });
      }
      const client = nc.services.client({ strategy: RequestStrategy.Timer, maxWait: 300 });
      const perInstance: number[] = [];
      for await (const stats of await client.stats('smartcrm-tenant')) {
        perInstance.push(stats.endpoints?.reduce((sum, e) => sum + e.num_requests, 0) ?? 0);
      }
      expect(perInstance).toHaveLength(2);
      expect(perInstance.every((n) => n > 0)).toBe(true);
      expect(perInstance.reduce((a, b) => a + b)).toBe(40);
    } finally {
      await Promise.all(instances.map((s) => s.stop()));
    }
  });

  it('validates requests at the service and names the field', async () => {
    const env = { DATABASE_URL: inject('databaseUrl'), NATS_URL: nats.url, LOG_LEVEL: 'silent' };
    const instance = await startService(tenantService, env);
    try {
      const rpc = createRpcClient(nc, 5000);
      await expect(rpc.call('tenant.tenants.create', { slug: 'A!', companyName: 'x' } as never)).rejects.toMatchObject({
        code: 'bad_input',
        message: expect.stringContaining('slug'),
      });
    } finally {
      await instance.stop();
    }
  });
});
