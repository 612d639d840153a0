import {
  type Actor,
  type EventData,
  type EventType,
  microServiceName,
  type RpcContext,
  type RpcName,
  type RpcParsedRequest,
  type RpcResult,
  type ServiceName,
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
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { connect, type NatsConnection, RequestStrategy } from 'nats';
import { repoRoot } from '../../infra/src/paths';
import { dropDatabase, recreateDatabase, withOwnerConnection } from './database';
import { startPrivateNats } from './nats-server';
import { testEnv } from './test-env';

let databases = 0;

/**
 * A Redis database per test worker: two files running side by side each start a service whose
 * BullMQ workers would otherwise take the other's jobs from the same queues.
 */
export function redisOfThisWorker(): string {
  const url = new URL(testEnv.childEnv.REDIS_URL);
  url.pathname = `/${1 + (Number(process.env.VITEST_POOL_ID ?? 0) % 6)}`;
  return url.toString();
}
/**
 * Emptied once per test run (the run's main process, every worker's parent, names it), so jobs a
 * killed earlier run left behind are not taken up; never again in the same run, where another test
 * file may be using the same database (a flush would take its queued and delayed jobs). Atomic, as
 * two files may start at once.
 */
const emptyOnce = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then redis.call('FLUSHDB'); redis.call('SET', KEYS[1], ARGV[1]) end`;
let redisEmptied: Promise<unknown> | undefined;
const emptyRedisOnce = () => {
  redisEmptied ??= (async () => {
    const redis = new Redis(redisOfThisWorker());
    await redis.eval(emptyOnce, 1, 'smartcrm:test-run', String(process.ppid));
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
  { asProcess = false } = {},
) {
  const nats = await startPrivateNats();
  const databaseUrl = new URL(testEnv.databaseUrl);
  databaseUrl.pathname = `/smartcrm_svc_${definition.name}_${process.pid}_${++databases}`;
  await Promise.all([recreateDatabase(databaseUrl.toString()), emptyRedisOnce()]);
  const nc = await connect({ servers: nats.url, name: 'service-test' });
  // Longer than any call a test makes may last (a bulk run answers at its end, within its time limit).
  const rpc = createRpcClient(nc, 90_000);
  const log = createLogger('service-test', 'warn');
  const serviceEnv = {
    ...process.env,
    ...testEnv.childEnv,
    LOG_LEVEL: 'warn',
    NATS_URL: nats.url,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisOfThisWorker(),
    ...env,
  };
  // As a process of its own, the service can be killed (SIGKILL, no shutdown) and started again.
  const child = asProcess ? await startServiceProcess(definition.name, serviceEnv, nc) : undefined;
  const service = asProcess ? undefined : await startService(definition, serviceEnv);

  return {
    /** The environment the service runs with: another process of it started with this joins the same system. */
    env: serviceEnv,
    /** Its private NATS server, for a test that watches the service's events. */
    natsUrl: nats.url,
    /** The service's own pool (its runtime role, under row-level security); none when it runs as a process. */
    db: service?.db,
    /** With `asProcess`: kills the service mid-work (SIGKILL: no shutdown, nothing finished). */
    kill: () => child?.kill(),
    /** With `asProcess`: starts the service again on the same database and NATS. */
    restart: async () => {
      await child?.kill();
      await child?.start();
    },
    /** The test's connection to the service's NATS (its object stores, as the BFF puts uploads there). */
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
      await service?.stop();
      await child?.kill();
      await nc.drain();
      await nats.stop();
      await dropDatabase(databaseUrl.toString());
    },
  };
}

/** A service as `npm start` runs it, a child process, ready once it answers on NATS. */
async function startServiceProcess(name: ServiceName, env: NodeJS.ProcessEnv, nc: NatsConnection) {
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    const answers = async () => {
      try {
        const pings = await nc.services
          .client({ maxWait: 300, strategy: RequestStrategy.Timer })
          .ping(microServiceName(name));
        for await (const _ of pings) return true;
      } catch {
        // No responder yet: NATS answers 503.
      }
      return false;
    };
    try {
      await eventually(async () => {
        if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode}`);
        return answers();
      }, 60_000);
    } catch (error) {
      started.kill('SIGKILL');
      throw error;
    }
  };
  await start();
  return {
    start,
    kill: async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
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
