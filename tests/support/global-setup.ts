import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemo } from '../../infra/src/seed';
import { startSystem } from '../../infra/src/system';
import type { TestProject } from 'vitest/node';
import { Redis } from 'ioredis';
import { recreateDatabase } from './database';
import { fakeStripeKeys, startFakeStripe } from './fake-stripe';
import { startPrivateNats } from './nats-server';
import { startSecondBff } from './second-bff';
import { testEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    natsUrl: string;
    databaseUrl: string;
    demoTenantId: string;
    /** Another BFF instance of the same system, for behaviour across instances. */
    secondBffUrl: string;
    /** The local server speaking Stripe's API that the crm service pays invoices through. */
    stripeUrl: string;
  }
}

/** Starts the whole product once for the system tests: the way `npm start` does, on private ports. */
export default async function setup(project: TestProject) {
  const nats = await startPrivateNats();
  const stripe = await startFakeStripe();
  await recreateDatabase(testEnv.databaseUrl);
  await flushTestRedis();
  mkdirSync('test-results', { recursive: true });
  const logFile = createWriteStream(join('test-results', 'system.log'));
  let system: Awaited<ReturnType<typeof startSystem>> | undefined;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;
  let secondBff: Awaited<ReturnType<typeof startSecondBff>> | undefined;
  try {
    system = await startSystem({
      port: 0,
      host: '127.0.0.1',
      // Two of every service, as `--scale` runs them: every system test is served by both.
      instances: 2,
      // Twelve processes compile and migrate at once: on a shared, loaded machine that takes minutes.
      readyTimeoutMs: 240_000,
      databaseUrl: testEnv.databaseUrl,
      env: {
        ...testEnv.childEnv,
        NATS_URL: nats.url,
        PAYMENTS_API_URL: stripe.url,
        PAYMENTS_SECRET_KEY: fakeStripeKeys.secretKey,
        PAYMENTS_WEBHOOK_SECRET: fakeStripeKeys.webhookSecret,
      },
      log: (source, line) => logFile.write(`[${source}] ${line}\n`),
    });
    seeded = await seedDemo(nats.url);
    secondBff = await startSecondBff(nats.url);
  } catch (error) {
    await secondBff?.stop();
    await system?.stop();
    await nats.stop();
    await stripe.stop();
    throw error;
  }
  project.provide('baseUrl', system.url);
  project.provide('port', system.port);
  project.provide('natsUrl', nats.url);
  project.provide('databaseUrl', testEnv.databaseUrl);
  project.provide('demoTenantId', seeded.tenantId);
  project.provide('secondBffUrl', secondBff.url);
  stripe.setWebhookUrl(`${system.url}/api/payments/webhook`);
  project.provide('stripeUrl', stripe.url);
  return async () => {
    await secondBff?.stop();
    await system.stop();
    await nats.stop();
    await stripe.stop();
    logFile.end();
  };
}

/** Rate-limit counters of an earlier run would otherwise still count against this one. */
async function flushTestRedis() {
  const redis = new Redis(testEnv.childEnv.REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
}
