import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { TenantDb, TenantsTable } from '../db/schema';

export type TenantRow = Selectable<TenantsTable>;
type Db = Kysely<TenantDb>;

export const findTenantById = (db: Db, id: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();

export const findTenantBySlug = (db: Db, slug: string) =>
  db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();

export const insertTenant = (db: Db, values: Insertable<TenantsTable>) =>
  db.insertInto('tenants').values(values).returningAll().executeTakeFirstOrThrow();

/** Only a tenant created moments ago can be discarded: this undoes a failed sign-up, nothing else. */
export const deleteFreshTenant = (db: Db, id: string) =>
  db
    .deleteFrom('tenants')
    .where('id', '=', id)
    .where('created_at', '>', new Date(Date.now() - 10 * 60_000))
    .executeTakeFirst();

/** Applies a change only when the row is still at `version`; undefined otherwise. */
export const updateTenantAt = (db: Db, id: string, version: number, values: Updateable<TenantsTable>) =>
  db
    .updateTable('tenants')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

export const setAssetHash = (db: Db, id: string, kind: 'logo' | 'favicon', sha256: string | null) =>
  db
    .updateTable('tenants')
    .set((eb) => ({
      [kind === 'logo' ? 'logo_sha256' : 'favicon_sha256']: sha256,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
