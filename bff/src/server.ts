import { connectNats, createLogger, createShutdown, retryUntilReady } from '@smartcrm/kit';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadBffConfig } from './config';

const config = loadBffConfig();
const log = createLogger('bff', config.LOG_LEVEL);
const shutdown = createShutdown(log);

try {
  const nc = await connectNats(config.NATS_URL, 'smartcrm-bff', log);
  shutdown.add('nats', () => nc.drain());
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await retryUntilReady(`Redis at ${config.REDIS_URL}`, () => redis.connect(), log);
  shutdown.add('redis', () => redis.quit());
  const app = await buildApp({ config, log, nc, redis });
  shutdown.add('http', () => app.close());
  await app.listen({ port: config.PORT, host: config.HOST });
  shutdown.listen();
} catch (error) {
  log.fatal({ err: error }, 'bff failed to start');
  process.exit(1);
}
