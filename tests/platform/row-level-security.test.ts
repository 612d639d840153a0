import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDb, serviceDatabaseUrl } from '../../services/kit/src/db/database';
import { createUnitOfWork } from '../../services/kit/src/db/unit-of-work';
import { createLogger } from '../../services/kit/src/logger';
import { signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';

const databaseUrl = () => inject('databaseUrl');

describe('row-level security', () => {
  it('is enabled, forced and has a policy on every table that holds tenant data', async () => {
    const tables = await withOwnerConnection(databaseUrl(), async (db) => {
      const { rows } = await db.query(`
        SELECT n.nspname AS schema, c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
               (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'public')
          AND n.nspname NOT LIKE 'pg\\_%'
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
          -- Kit's outbox carries tenant_id for Citus; only kit touches it, and its sweeper reads every tenant's rows.
          AND c.relname <> 'event_outbox'`);
      return rows as { schema: string; table: string; enabled: boolean; forced: boolean; policies: number }[];
    });
    expect(tables.length).toBeGreaterThan(0);
    const unprotected = tables
      .filter((t) => !t.enabled || !t.forced || t.policies === 0)
      .map((t) => `${t.schema}.${t.table}`);
    expect(unprotected).toEqual([]);
    // Every service's schema is looked at, a new one included.
    expect([...new Set(tables.map((t) => t.schema))]).toEqual(expect.arrayContaining(['tenant', 'identity', 'crm']));
  });

  it("gives every tenant-scoped table a policy that reads the transaction's tenant for reads and writes", async () => {
    const loose = await withOwnerConnection(databaseUrl(), async (db) => {
      const { rows } = await db.query(`
        SELECT p.schemaname || '.' || p.tablename AS name
        FROM pg_policies p
        JOIN pg_namespace n ON n.nspname = p.schemaname
        JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = p.tablename
        WHERE p.schemaname NOT IN ('pg_catalog', 'information_schema', 'public')
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
        GROUP BY 1
        HAVING NOT bool_or(p.cmd = 'ALL' AND p.qual LIKE '%app.tenant_id%' AND p.with_check LIKE '%app.tenant_id%')`);
      return rows.map((r) => r.name as string);
    });
    expect(loose).toEqual([]);
  });

  it('lets no service role bypass it', async () => {
    const roles = await withOwnerConnection(
      databaseUrl(),
      async (db) =>
        (await db.query(`SELECT rolname, rolbypassrls, rolsuper FROM pg_roles WHERE rolname LIKE 'smartcrm\\_%'`)).rows,
    );
    expect(roles.map((r) => r.rolname).sort()).toEqual(
      expect.arrayContaining([
        'smartcrm_ai',
        'smartcrm_crm',
        'smartcrm_identity',
        'smartcrm_signalling',
        'smartcrm_tenant',
      ]),
    );
    expect(roles.filter((r) => r.rolbypassrls || r.rolsuper)).toEqual([]);
  });

  it("shows the identity role only the tenant's rows that the transaction names", async () => {
    const a = await signUpWorkspace('rlsa');
    const b = await signUpWorkspace('rlsb');
    const url = serviceDatabaseUrl(databaseUrl(), 'identity', process.env.DB_APP_PASSWORD ?? 'smartcrm-dev');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('SET search_path = identity');
      const none = await client.query('SELECT email FROM users');
      expect(none.rows).toEqual([]);

      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.tenant_id', $1, true)`, [a.tenantId]);
      const seen = await client.query('SELECT email FROM users');
      expect(seen.rows.map((r) => r.email)).toEqual([a.owner.email]);
      const write = client.query(
        `INSERT INTO users (tenant_id, email, name, password_hash, role) VALUES ($1, 'x@y.z', 'X', 'h', 'regular_user')`,
        [b.tenantId],
      );
      await expect(write).rejects.toThrow(/row-level security/);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
  });

  it('moves a pooled connection from tenant to tenant without ever showing the previous one', async () => {
    const a = await signUpWorkspace('pina');
    const b = await signUpWorkspace('pinb');
    const url = serviceDatabaseUrl(databaseUrl(), 'identity', process.env.DB_APP_PASSWORD ?? 'smartcrm-dev');
    // One connection, so every step below reuses the one the step before left behind.
    const db = createDb<{ users: { email: string } }>({ url, schema: 'identity', poolSize: 1 });
    const uow = createUnitOfWork(db, async () => undefined, createLogger('test', 'silent'));
    const emails = (rows: { email: string }[]) => rows.map((r) => r.email);
    const readUsers = (d: typeof db) => d.selectFrom('users').select('email').execute();
    try {
      expect(emails(await uow.read(a.tenantId, readUsers))).toEqual([a.owner.email]);
      expect(emails(await uow.read(b.tenantId, readUsers))).toEqual([b.owner.email]);
      expect(emails(await uow.withTenant(a.tenantId, readUsers))).toEqual([a.owner.email]);
      expect(await uow.withPlatform(readUsers)).toEqual([]);
      expect(emails(await uow.read(b.tenantId, readUsers))).toEqual([b.owner.email]);
      expect(await readUsers(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("keeps services out of each other's schemas", async () => {
    const url = serviceDatabaseUrl(databaseUrl(), 'crm', process.env.DB_APP_PASSWORD ?? 'smartcrm-dev');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await expect(client.query('SELECT * FROM identity.users')).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});
