import { migrationFolder, type ServiceDefinition } from '@smartcrm/kit';
import { Redis } from 'ioredis';
import { createDeliverer } from './calls/call-delivery';
import { callHandlers } from './calls/call.handlers';
import { createCallService } from './calls/call.service';
import { createCallStore } from './calls/call-store';
import { startCallTimers } from './calls/call-timers';
import { type SignallingConfig, signallingConfigSchema } from './config';
import type { SignallingDb } from './db/schema';
import { createMemberDirectory } from './directory/member-directory';
import { createPresenceStore } from './presence/presence.store';

/** Calls: presence and live call state in Redis, the call log in Postgres, socket messages over NATS. */
export const signallingService: ServiceDefinition<'signalling', SignallingDb, SignallingConfig> = {
  name: 'signalling',
  version: '0.2.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: signallingConfigSchema,
  setup: ({ config, log, uow, nc, rpc, shutdown }) => {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    shutdown.add('redis', async () => redis.disconnect());
    const store = createCallStore(redis);
    const presence = createPresenceStore(redis);
    const calls = createCallService({
      store,
      presence,
      directory: createMemberDirectory(rpc),
      deliver: createDeliverer(nc),
      uow,
      config,
      log,
    });
    startCallTimers(store, presence, calls, log, shutdown);
    return callHandlers(calls, store, presence, uow, config);
  },
};
