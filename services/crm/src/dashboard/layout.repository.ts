import type { DashboardLayout, SavedDashboardLayout } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

type Db = Kysely<CrmDb>;
type LayoutRow = { section_order: string[]; hidden: string[]; updated_at: Date };

const toLayout = (row: LayoutRow | undefined): SavedDashboardLayout =>
  row
    ? {
        order: row.section_order as DashboardLayout['order'],
        hidden: row.hidden as DashboardLayout['hidden'],
        updatedAt: row.updated_at.toISOString(),
      }
    : null;

export const readLayout = async (db: Db, userId: string) =>
  toLayout(
    await db
      .selectFrom('dashboard_layouts')
      .select(['section_order', 'hidden', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );

/** One row per user; the last save wins (a layout is a preference, not shared data). */
export const writeLayout = async (db: Db, tenantId: string, userId: string, layout: DashboardLayout) =>
  toLayout(
    await db
      .insertInto('dashboard_layouts')
      .values({ tenant_id: tenantId, user_id: userId, section_order: layout.order, hidden: layout.hidden })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'user_id']).doUpdateSet({
          section_order: layout.order,
          hidden: layout.hidden,
          updated_at: sql`now()`,
        }),
      )
      .returning(['section_order', 'hidden', 'updated_at'])
      .executeTakeFirstOrThrow(),
  );

export const deleteLayout = (db: Db, userId: string) =>
  db.deleteFrom('dashboard_layouts').where('user_id', '=', userId).execute();
