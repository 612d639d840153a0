import type { ServiceName } from '@smartcrm/contracts';
import type { Kysely, MigrationProvider } from 'kysely';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';
import { type BaseConfig, baseConfigSchema, loadConfig } from './config';
import { createDb, serviceDatabaseUrl, waitForPostgres } from './db/database';
import { migrateService } from './db/migrate';
import { startOutboxSweeper } from './db/outbox';
import { createUnitOfWork, type UnitOfWork } from './db/unit-of-work';
import { createLogger, type Logger } from './logger';
import { connectNats } from './nats/connect';
import { ensureStreams, publishEvent } from './nats/events';
import { createRpcClient, type RpcClient } from './nats/rpc-client';
import { type RpcHandlers, serveRpc } from './nats/rpc-server';
import { createShutdown, type Shutdown } from './shutdown';

export interface ServiceDeps<DB, C extends BaseConfig> {
  config: C;
  log: Logger;
  db: Kysely<DB>;
  uow: UnitOfWork<DB>;
  nc: NatsConnection;
  rpc: RpcClient;
  shutdown: Shutdown;
}

export interface ServiceDefinition<S extends ServiceName, DB, C extends BaseConfig> {
  name: S;
  version: string;
  /** The service's migrations folder (`migrationFolder(new URL('./db/migrations/', import.meta.url))`). */
  migrations: MigrationProvider;
  configSchema?: z.ZodObject;
  /** Wires the service: returns its RPC handlers; may start consumers and workers. */
  setup: (deps: ServiceDeps<DB, C>) => Promise<RpcHandlers<S>> | RpcHandlers<S>;
}

/**
 * Starts a service: config, logger, migrations, its database role, NATS (RPC handlers in a
 * queue group, event streams, the outbox sweeper) and ordered shutdown.
 */
export async function startService<S extends ServiceName, DB, C extends BaseConfig = BaseConfig>(
  definition: ServiceDefinition<S, DB, C>,
  env: NodeJS.ProcessEnv = process.env,
) {
  const config = loadConfig(definition.configSchema ?? baseConfigSchema, env) as unknown as C;
  const log = createLogger(definition.name, config.LOG_LEVEL);
  const shutdown = createShutdown(log);

  await migrateService({
    adminUrl: config.DATABASE_URL,
    service: definition.name,
    appPassword: config.DB_APP_PASSWORD,
    migrations: definition.migrations,
    log,
  });
  const url = serviceDatabaseUrl(config.DATABASE_URL, definition.name, config.DB_APP_PASSWORD);
  await waitForPostgres(url, log);
  const db = createDb<DB>({
    url,
    schema: definition.name,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    log,
  });
  shutdown.add('postgres', () => db.destroy());
  // Closed in reverse order: the unit of work clears its outbox after NATS has drained, before the pool goes.
  let uow: UnitOfWork<DB> | undefined;
  shutdown.add('unit of work', async () => uow?.close());

  const nc = await connectNats(config.NATS_URL, `smartcrm-${definition.name}`, log);
  shutdown.add('nats', () => nc.drain());
  await ensureStreams(await nc.jetstreamManager());
  const js = nc.jetstream();
  const publish = (event: Parameters<typeof publishEvent>[1], json?: string) => publishEvent(js, event, json);
  uow = createUnitOfWork(db, publish, log);
  shutdown.add('outbox', startOutboxSweeper(db as Kysely<unknown>, publish, log));

  const rpc = createRpcClient(nc, config.RPC_TIMEOUT_MS);
  const handlers = await definition.setup({ config, log, db, uow, nc, rpc, shutdown });
  const micro = await serveRpc(nc, definition.name, definition.version, handlers, log);
  // The server has seen our subscriptions once flush returns: only then is the service reachable.
  await nc.flush();
  // Stop taking requests first; nc.drain (registered earlier, closed later) finishes in-flight ones.
  shutdown.add('rpc', () => micro.stop());

  log.info({ service: definition.name }, 'service ready');
  return { config, log, db, nc, shutdown, stop: () => shutdown.run('stop') };
}

/** Entry point of a service process. */
export async function runService<S extends ServiceName, DB, C extends BaseConfig = BaseConfig>(
  definition: ServiceDefinition<S, DB, C>,
): Promise<void> {
  try {
    const service = await startService(definition);
    service.shutdown.listen();
  } catch (error) {
    createLogger(definition.name).fatal({ err: error }, 'service failed to start');
    process.exit(1);
  }
}
