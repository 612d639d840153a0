import type { SavedView, ViewScope } from '@smartcrm/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { SavedViewsTable } from './view.table';

type Db = Kysely<CrmDb>;
export type ViewRow = Selectable<SavedViewsTable>;

/** A view this user may see: their own, or one shared with the tenant. */
export const findVisibleView = (db: Db, id: string, userId: string, { lock = false } = {}) => {
  const query = db
    .selectFrom('saved_views')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', true)]));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const listVisibleViews = (db: Db, scope: ViewScope, userId: string) =>
  db
    .selectFrom('saved_views')
    .selectAll()
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', true)]))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();

export const defaultViewId = async (db: Db, scope: ViewScope, userId: string) =>
  (
    await db
      .selectFrom('saved_view_defaults')
      .select('view_id')
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .executeTakeFirst()
  )?.view_id ?? null;

/** Makes the view this user's default for its screen, or stops it being so. */
export async function setDefaultView(db: Db, tenantId: string, userId: string, view: ViewRow, isDefault: boolean) {
  if (isDefault) {
    await db
      .insertInto('saved_view_defaults')
      .values({ tenant_id: tenantId, user_id: userId, scope: view.scope, view_id: view.id })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'scope']).doUpdateSet({ view_id: view.id }))
      .execute();
  } else {
    await db.deleteFrom('saved_view_defaults').where('user_id', '=', userId).where('view_id', '=', view.id).execute();
  }
}

/** A view made private stops being anyone else's default. */
export const dropOthersDefaults = (db: Db, view: ViewRow) =>
  db.deleteFrom('saved_view_defaults').where('view_id', '=', view.id).where('user_id', '<>', view.owner_id).execute();

export const isViewNameTaken = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'saved_views_name_key';
};

export const toSavedView = (row: ViewRow, userId: string, defaultId: string | null): SavedView => ({
  id: row.id,
  scope: row.scope,
  name: row.name,
  query: row.query,
  shared: row.shared,
  ownerId: row.owner_id,
  mine: row.owner_id === userId,
  isDefault: row.id === defaultId,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
