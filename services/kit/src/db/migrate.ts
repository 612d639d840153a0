import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { retryUntilReady } from '../retry';
import { createDb, serviceRole } from './database';
import { outboxTableSql } from './outbox';

export interface MigrateOptions {
  adminUrl: string;
  service: string;
  appPassword: string;
  migrations: MigrationProvider;
  log: Logger;
}

/**
 * Brings the service's schema up to date as the owner role: its login role (no BYPASSRLS),
 * its schema, its migrations (kysely Migrator, locked so concurrent starts are safe), and
 * grants for the runtime role. Creates the database itself when it does not exist yet.
 */
export async function migrateService({ adminUrl, service, appPassword, migrations, log }: MigrateOptions) {
  await retryUntilReady('Postgres', () => ensureDatabase(adminUrl), log);
  const db = createDb<unknown>({ url: adminUrl, schema: service, poolSize: 2, statementTimeoutMs: 300_000, log });
  try {
    await bootstrapSchema(db, service, appPassword);
    const migrator = new Migrator({
      db,
      migrationTableSchema: service,
      provider: migrations,
      // Parallel work lands migrations out of name order; each is applied once either way.
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    for (const r of results ?? []) log.info({ migration: r.migrationName, status: r.status }, 'migration');
    if (error) throw error;
    await grantRuntimeRole(db, service);
  } finally {
    await db.destroy();
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const url = new URL(adminUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } catch (createError) {
      const code = (createError as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw createError; // created meanwhile by another service
    } finally {
      await admin.end();
    }
  }
}

/**
 * Roles belong to the whole cluster while the advisory lock holds one database only: a service
 * starting on another database of the same cluster (side-by-side test runs) may write the role's
 * row at the same moment, and Postgres refuses the second writer ("tuple concurrently updated").
 * The statement is safe to repeat, so it is tried again.
 */
async function retryCatalogRace(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !/tuple concurrently updated/.test(String((error as Error).message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function bootstrapSchema(db: Kysely<unknown>, service: string, password: string) {
  const role = serviceRole(service);
  await retryCatalogRace(() =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`smartcrm-bootstrap-${service}`}))`.execute(trx);
      const exists = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_roles WHERE rolname = ${role}`.execute(
        trx,
      );
      const verb = exists.rows[0]?.n ? 'ALTER' : 'CREATE';
      await sql
        .raw(
          `${verb} ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${pg.escapeLiteral(password)}`,
        )
        .execute(trx);
      await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${service}`).execute(trx);
      await sql.raw(outboxTableSql(service)).execute(trx);
    }),
  );
}

async function grantRuntimeRole(db: Kysely<unknown>, service: string) {
  const role = serviceRole(service);
  // Two instances starting at once would GRANT on the same rows ("tuple concurrently updated").
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`smartcrm-bootstrap-${service}`}))`.execute(trx);
    await sql
      .raw(
        `GRANT USAGE ON SCHEMA ${service} TO ${role};
         GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${service} TO ${role};
         GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${service} TO ${role};`,
      )
      .execute(trx);
  });
}
