import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { retryUntilReady } from '../retry';
import { PreparingClient } from './prepared-client';
import { pinTenant } from './tenant-pin';

// Bigint counts come back as strings by default; these stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export const serviceRole = (service: string): string => `smartcrm_${service}`;

/** The service's runtime connection string: same server and database, the service's own role. */
export function serviceDatabaseUrl(adminUrl: string, service: string, password: string): string {
  const url = new URL(adminUrl);
  url.username = serviceRole(service);
  url.password = password;
  return url.toString();
}

export interface DbOptions {
  url: string;
  log?: Logger;
  schema: string;
  poolSize: number;
  statementTimeoutMs?: number;
}

/** A kysely instance on a pg pool whose search_path is the service's own schema. */
export function createDb<DB>({ url, schema, poolSize, statementTimeoutMs = 15_000, log }: DbOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A Postgres too slow to hand connections back fails the wait instead of queueing requests for ever.
    connectionTimeoutMillis: statementTimeoutMs,
    Client: PreparingClient,
    options: `-c search_path=${schema} -c statement_timeout=${statementTimeoutMs}`,
  });
  // An idle client whose connection Postgres dropped (restart, failover) is discarded by the pool;
  // without a listener that error would crash the process. The next query opens a new one.
  pool.on('error', (error) => log?.warn({ err: error }, 'an idle Postgres connection was lost'));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool, onReserveConnection: pinTenant }) });
}

/** Waits until Postgres answers on the given connection string. */
export async function waitForPostgres(url: string, log: Logger): Promise<void> {
  const safe = new URL(url);
  safe.password = '';
  await retryUntilReady(
    `Postgres at ${safe.host}${safe.pathname}`,
    async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      await client.connect();
      await client.end();
    },
    log,
  );
}
