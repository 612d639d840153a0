import { serviceNames } from '@smartcrm/contracts';
import { describe, expect, inject, it } from 'vitest';
import { withOwnerConnection } from '../support/database';

/**
 * Tables that hold no one tenant's rows, or whose rule holds across the platform: under Citus
 * (README, "Sharding by tenant") a reference table is copied to every node, a coordinator table
 * stays on the coordinator. Every other table carries tenant_id and is distributed by it.
 */
const globalTables: Record<string, { citus: 'reference' | 'coordinator'; why: string }> = {
  'tenant.plans': { citus: 'reference', why: 'the plan catalogue, read beside every tenant' },
  'tenant.tenants': { citus: 'reference', why: 'the tenant registry: a slug is unique across the platform' },
  'tenant.tenant_domains': { citus: 'reference', why: 'a verified custom domain names one tenant platform-wide' },
  'identity.newsletter_subscribers': { citus: 'reference', why: 'the public site: one address, one subscription' },
  'identity.contact_requests': { citus: 'reference', why: "the public site's contact form, read by operators" },
};
/** Kit's own tables, in every service's schema. */
const kitTables: Record<string, { citus: 'coordinator'; why: string }> = {
  kysely_migration: { citus: 'coordinator', why: 'migrations run on the coordinator, which passes DDL on' },
  kysely_migration_lock: { citus: 'coordinator', why: 'the lock of those migrations' },
};
const globalOf = (table: string) => globalTables[table] ?? kitTables[table.split('.')[1] ?? ''];

interface Table {
  name: string;
  /** tenant_id's column number; null when the table has none. */
  tenant: number | null;
  tenantNotNull: boolean;
  replicaFull: boolean;
}
interface Key {
  table: string;
  name: string;
  /** The key's column numbers in order (0 for an expression). */
  columns: number[];
  primary: boolean;
}
interface ForeignKey {
  table: string;
  name: string;
  columns: number[];
  references: string;
  referenced: number[];
}

async function readCatalog(url: string) {
  return withOwnerConnection(url, async (db) => {
    const schemas = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND n.nspname NOT LIKE 'pg\\_%'`;
    const tables = await db.query<Table>(`
      SELECT n.nspname || '.' || c.relname AS name, a.attnum AS tenant, coalesce(a.attnotnull, false) AS "tenantNotNull",
             c.relreplident = 'f' AS "replicaFull"
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${schemas}`);
    // Primary keys, unique constraints, unique indexes (partial ones too) and exclusion constraints.
    const keys = await db.query<Key>(`
      SELECT n.nspname || '.' || c.relname AS table, i.indexrelid::regclass::text AS name,
             (i.indkey::int2[])[0:i.indnkeyatts - 1]::int[] AS columns,
             i.indisprimary AS primary
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE (i.indisunique OR i.indisexclusion) AND ${schemas}`);
    const foreignKeys = await db.query<ForeignKey>(`
      SELECT n.nspname || '.' || c.relname AS table, k.conname AS name, k.conkey::int[] AS columns,
             rn.nspname || '.' || r.relname AS references, k.confkey::int[] AS referenced
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_class r ON r.oid = k.confrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
      WHERE k.contype = 'f' AND ${schemas}`);
    return { tables: tables.rows, keys: keys.rows, foreignKeys: foreignKeys.rows };
  });
}

/** What stops `create_distributed_table(…, 'tenant_id')` or a shard move, one line per constraint. */
function violations({ tables, keys, foreignKeys }: Awaited<ReturnType<typeof readCatalog>>): string[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const distributed = (t: Table | undefined): t is Table & { tenant: number } =>
    t !== undefined && t.tenant !== null && !globalOf(t.name);
  const found: string[] = [];
  for (const t of tables) {
    if (t.tenant === null && !globalOf(t.name)) found.push(`${t.name}: no tenant_id and not a declared global table`);
    if (!distributed(t)) continue;
    if (!t.tenantNotNull) found.push(`${t.name}: tenant_id admits NULL (the distribution column may not)`);
    // Without a key, Citus moves a shard online only by the whole row (REPLICA IDENTITY FULL).
    if (!keys.some((k) => k.table === t.name && k.primary) && !t.replicaFull)
      found.push(`${t.name}: no primary key, nor REPLICA IDENTITY FULL`);
  }
  for (const k of keys) {
    const t = byName.get(k.table);
    if (distributed(t) && k.columns[0] !== t.tenant)
      found.push(`${k.table}: ${k.primary ? 'primary key' : 'unique index'} ${k.name} does not lead with tenant_id`);
  }
  for (const fk of foreignKeys) {
    const [from, to] = [byName.get(fk.table), byName.get(fk.references)];
    const target = `${fk.table}: foreign key ${fk.name} to ${fk.references}`;
    if (distributed(from) && distributed(to)) {
      if (fk.columns[0] !== from.tenant || fk.referenced[0] !== to.tenant)
        found.push(`${target} does not lead with tenant_id on both sides`);
    } else if (globalOf(fk.references)?.citus !== 'reference') {
      found.push(`${target}: only a declared reference table may be referenced across distribution`);
    }
  }
  return found;
}

describe('tenant keys', () => {
  it('let every table be distributed by tenant_id, or be a declared global table', async () => {
    const catalog = await readCatalog(inject('databaseUrl'));
    expect(violations(catalog)).toEqual([]);
    // Every service's schema was looked at, and every declared global table still exists.
    const names = catalog.tables.map((t) => t.name);
    expect(new Set(names.map((n) => n.split('.')[0]))).toEqual(new Set(serviceNames));
    expect(Object.keys(globalTables).filter((g) => !names.includes(g))).toEqual([]);
  });

  it('names the table and constraint that would stop distribution', () => {
    const table = (name: string, tenant: number | null = 1): Table => ({
      name,
      tenant,
      tenantNotNull: true,
      replicaFull: false,
    });
    const key = (t: string, name: string, columns: number[], primary = false) => ({ table: t, name, columns, primary });
    const found = violations({
      tables: [table('crm.notes', 2), table('crm.tags'), table('crm.totals'), table('crm.forgotten', null)],
      keys: [key('crm.notes', 'crm.notes_pkey', [1], true), key('crm.tags', 'crm.tags_pkey', [1, 2], true)],
      foreignKeys: [
        { table: 'crm.notes', name: 'notes_tag_fkey', columns: [3, 2], references: 'crm.tags', referenced: [2, 1] },
        { table: 'crm.tags', name: 'tags_plan_fkey', columns: [3], references: 'tenant.plans', referenced: [1] },
        { table: 'crm.tags', name: 'tags_log_fkey', columns: [3], references: 'crm.kysely_migration', referenced: [1] },
      ],
    });
    expect(found).toEqual([
      'crm.totals: no primary key, nor REPLICA IDENTITY FULL',
      'crm.forgotten: no tenant_id and not a declared global table',
      'crm.notes: primary key crm.notes_pkey does not lead with tenant_id',
      'crm.notes: foreign key notes_tag_fkey to crm.tags does not lead with tenant_id on both sides',
      'crm.tags: foreign key tags_log_fkey to crm.kysely_migration: only a declared reference table may be referenced across distribution',
    ]);
  });
});
