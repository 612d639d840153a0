import { Redis } from 'ioredis';
import { connect } from 'nats';
import { buildApp } from '../../bff/src/app';
import { loadBffConfig } from '../../bff/src/config';
import { createLogger } from '../../services/kit/src';
import { testEnv } from './test-env';

/** A second BFF on the same NATS, Redis and services, as `--scale bff=2` would run; `env` adds to its configuration. */
export async function startSecondBff(natsUrl: string, env: Record<string, string> = {}) {
  const config = loadBffConfig({
    ...testEnv.childEnv,
    ...env,
    NATS_URL: natsUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const nc = await connect({ servers: natsUrl });
  const redis = new Redis(config.REDIS_URL);
  const app = await buildApp({ config, log: createLogger('bff-2', 'warn'), nc, redis });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    stop: async () => {
      await app.close();
      await nc.drain();
      redis.disconnect();
    },
  };
}
