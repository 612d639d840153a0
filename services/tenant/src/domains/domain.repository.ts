import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { TenantDb, TenantDomainsTable } from '../db/schema';

export type DomainRow = Selectable<TenantDomainsTable>;
type Db = Kysely<TenantDb>;

/** Row-level security limits these to the transaction's tenant; the tenant filter says so again. */
export const listDomains = (db: Db, tenantId: string) =>
  db.selectFrom('tenant_domains').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').execute();

export const findDomain = (db: Db, tenantId: string, domain: string) =>
  db
    .selectFrom('tenant_domains')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('domain', '=', domain)
    .executeTakeFirst();

export const insertDomain = (db: Db, values: Insertable<TenantDomainsTable>) =>
  db.insertInto('tenant_domains').values(values).returningAll().executeTakeFirstOrThrow();

export const updateDomain = (db: Db, tenantId: string, domain: string, values: Updateable<TenantDomainsTable>) =>
  db
    .updateTable('tenant_domains')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('domain', '=', domain)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteDomain = (db: Db, tenantId: string, domain: string) =>
  db.deleteFrom('tenant_domains').where('tenant_id', '=', tenantId).where('domain', '=', domain).executeTakeFirst();

/** Without a tenant set, only verified domains are visible (the verified_lookup policy). */
export const findVerifiedOwner = (db: Db, domain: string) =>
  db
    .selectFrom('tenant_domains')
    .select('tenant_id')
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
