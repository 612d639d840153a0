import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { containsPattern } from '@smartcrm/kit';
import type { TenantDb, TenantsTable } from '../db/schema';

/** A tenant with its plan's features (its feature map comes from the plan). */
export type TenantRow = Selectable<TenantsTable> & { plan_features: string[] | null };
type Db = Kysely<TenantDb>;

const planFeatures = (eb: ExpressionBuilder<TenantDb, 'tenants'>) =>
  eb.selectFrom('plans').select('plans.features').whereRef('plans.id', '=', 'tenants.plan').as('plan_features');

export const findTenantById = (db: Db, id: string) =>
  db.selectFrom('tenants').selectAll().select(planFeatures).where('id', '=', id).executeTakeFirst();

export const findTenantBySlug = (db: Db, slug: string) =>
  db.selectFrom('tenants').selectAll().select(planFeatures).where('slug', '=', slug).executeTakeFirst();

export const insertTenant = (db: Db, values: Insertable<TenantsTable>) =>
  db.insertInto('tenants').values(values).returningAll().returning(planFeatures).executeTakeFirstOrThrow();

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
    .returning(planFeatures)
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
    .returning(planFeatures)
    .executeTakeFirstOrThrow();

/** A change of status or plan (ending a free trial with it); announced by the caller. */
export const setTenantFields = (
  db: Db,
  id: string,
  values: Pick<Updateable<TenantsTable>, 'status' | 'plan' | 'trial_ends_at'>,
) =>
  db
    .updateTable('tenants')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .returning(planFeatures)
    .executeTakeFirst();

/** Newest first, one row more than `limit`; `after` is the (created_at, id) of the last row seen. */
export function listTenants(db: Db, search: string | null, after: [at: string, id: string] | null, limit: number) {
  let query = db
    .selectFrom('tenants')
    .select(['id', 'slug', 'company_name', 'plan', 'status', 'trial_ends_at', 'created_at'])
    .select(sql<string>`created_at::text`.as('cursor_at'));
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('slug', 'ilike', pattern), eb('company_name', 'ilike', pattern)]));
  }
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
