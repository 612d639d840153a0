import type { ActivityKind, RecentActivity } from '@smartcrm/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { toActivity } from '../activities/activity.mapper';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

/**
 * The tenant's newest timeline entries, read backwards along activities_recent_idx and
 * stopped at `limit`. An entry on a deal is shown when the deal is visible; one on a contact
 * alone when the contact is.
 */
export async function listRecentActivities(
  db: Kysely<CrmDb>,
  viewer: Viewer | null,
  limit: number,
  kinds: ActivityKind[] | undefined,
): Promise<RecentActivity[]> {
  let query = db
    .selectFrom('activities as a')
    .leftJoin('contacts as c', (j) => j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.contact_id'))
    .leftJoin('deals as d', (j) => j.onRef('d.tenant_id', '=', 'a.tenant_id').onRef('d.id', '=', 'a.deal_id'))
    .select([
      'a.id',
      'a.tenant_id',
      'a.kind',
      'a.contact_id',
      'a.deal_id',
      'a.actor_id',
      'a.subject',
      'a.body',
      'a.meta',
      'a.occurred_at',
      'a.updated_at',
      'a.version',
      'a.deleted_at',
      'c.name as contact_name',
      'd.title as deal_title',
      sql<string | null>`(SELECT m.name FROM members m
        WHERE m.tenant_id = a.tenant_id AND m.user_id = a.actor_id)`.as('actor_name'),
    ])
    .where('a.deleted_at', 'is', null)
    .where(
      sql<SqlBool>`CASE WHEN a.deal_id IS NOT NULL
        THEN EXISTS (SELECT 1 FROM deals v WHERE v.tenant_id = a.tenant_id AND v.id = a.deal_id
          AND v.deleted_at IS NULL AND ${visibleTo(viewer)})
        ELSE EXISTS (SELECT 1 FROM contacts v WHERE v.tenant_id = a.tenant_id AND v.id = a.contact_id
          AND v.deleted_at IS NULL AND ${visibleTo(viewer)}) END`,
    );
  if (kinds?.length) query = query.where('a.kind', 'in', kinds);
  const rows = await query.orderBy('a.occurred_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    ...toActivity(row),
    contactName: row.contact_name ?? null,
    dealTitle: row.deal_title ?? null,
  }));
}
