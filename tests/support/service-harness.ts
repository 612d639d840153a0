import type {
  Actor,
  EventData,
  EventType,
  RpcContext,
  RpcName,
  RpcParsedRequest,
  RpcResult,
  ServiceName,
} from '@smartcrm/contracts';
import {
  type BaseConfig,
  buildEvent,
  createLogger,
  createRpcClient,
  publishEvent,
  type RpcHandlers,
  type ServiceDefinition,
  serveRpc,
  startService,
} from '@smartcrm/kit';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import { dropDatabase, recreateDatabase, withOwnerConnection } from './database';
import { startPrivateNats } from './nats-server';
import { testEnv } from './test-env';

let databases = 0;

/**
 * A Redis database per test worker: two files running side by side each start a service whose
 * BullMQ workers would otherwise take the other's jobs from the same queues.
 */
function redisOfThisWorker(): string {
  const url = new URL(testEnv.childEnv.REDIS_URL);
  url.pathname = `/${1 + (Number(process.env.VITEST_POOL_ID ?? 0) % 6)}`;
  return url.toString();
}
/** Emptied once per worker, so jobs a killed earlier run left behind are not taken up. */
let redisEmptied: Promise<unknown> | undefined;
const emptyRedisOnce = () => {
  redisEmptied ??= (async () => {
    const redis = new Redis(redisOfThisWorker());
    await redis.flushdb();
    redis.disconnect();
  })();
  return redisEmptied;
};

/**
 * One service as it runs in production (migrations, its database role and row-level security,
 * NATS handlers and consumers) on a database and a NATS server of its own: no BFF, no other
 * service, no browser. Another service's methods it calls are answered by `answer`, over the
 * same NATS, with replies the contracts check.
 */
export async function startServiceForTest<S extends ServiceName, DB, C extends BaseConfig>(
  definition: ServiceDefinition<S, DB, C>,
  env: Record<string, string> = {},
) {
  const nats = await startPrivateNats();
  const databaseUrl = new URL(testEnv.databaseUrl);
  databaseUrl.pathname = `/smartcrm_svc_${definition.name}_${process.pid}_${++databases}`;
  await Promise.all([recreateDatabase(databaseUrl.toString()), emptyRedisOnce()]);
  const nc = await connect({ servers: nats.url, name: 'service-test' });
  // Longer than any call a test makes may last (a bulk run answers at its end, within its time limit).
  const rpc = createRpcClient(nc, 90_000);
  const log = createLogger('service-test', 'warn');
  const service = await startService(definition, {
    ...process.env,
    ...testEnv.childEnv,
    LOG_LEVEL: 'warn',
    NATS_URL: nats.url,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisOfThisWorker(),
    ...env,
  });

  return {
    /** The service's own pool (its runtime role, under row-level security). */
    db: service.db,
    /** The test's connection to the service's NATS: to hear what it publishes, and its object stores (as the BFF puts uploads there). */
    nc,
    /** Calls the service as the BFF does; the reply is parsed with the method's contract. */
    call: <N extends RpcName>(name: N, request: Parameters<typeof rpc.call<N>>[1], ctx: RpcContext) =>
      rpc.call(name, request, ctx),
    /** Calls the service as the BFF's hot reads do: the reply's bytes, each one checked against the contract. */
    json: <N extends RpcName>(name: N, request: Parameters<typeof rpc.json<N>>[1], ctx: RpcContext) =>
      rpc.json(name, request, ctx),
    /** Answers another service's method for this test (its request is validated, its reply checked by the caller). */
    answer: async <N extends RpcName>(
      name: N,
      reply: (request: RpcParsedRequest<N>, ctx: RpcContext) => Promise<RpcResult<N>> | RpcResult<N>,
    ) => {
      const owner = name.split('.')[0] as ServiceName;
      const handlers = { [name]: async (request: RpcParsedRequest<N>, ctx: RpcContext) => reply(request, ctx) };
      await serveRpc(nc, owner, '0.0.0-test', handlers as unknown as RpcHandlers<typeof owner>, log);
      await nc.flush();
    },
    /** Publishes a fact as its owning service would, after its commit. */
    publish: <T extends EventType>(type: T, tenantId: string, data: EventData<T>) =>
      publishEvent(nc.jetstream(), buildEvent({ type, tenantId, data })),
    /** An owner connection, for what the service stored (bypassing its row-level security). */
    asOwner: <T>(fn: Parameters<typeof withOwnerConnection<T>>[1]) => withOwnerConnection(databaseUrl.toString(), fn),
    stop: async () => {
      await service.stop();
      await nc.drain();
      await nats.stop();
      await dropDatabase(databaseUrl.toString());
    },
  };
}

/** The RPC context of a signed-in user of a tenant. */
export function contextOf(tenantId: string, actor: Partial<Actor> & Pick<Actor, 'userId'>): RpcContext {
  return {
    tenantId,
    actor: { role: 'super_admin', email: `${actor.userId.slice(0, 8)}@test.local`, ...actor },
    requestId: crypto.randomUUID(),
  };
}

/** Waits until `done` holds (an event consumed, a job finished), or fails after `timeoutMs`. */
export async function eventually(done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
