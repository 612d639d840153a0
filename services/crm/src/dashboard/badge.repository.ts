import type { BadgeCounts } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { taskVisibleTo } from '../tasks/task.repository';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

/**
 * The badge's three counts in one statement, each read through a partial index: hot contacts
 * (contacts_hot_idx), open tasks (tasks_open_idx) and the day's scheduled appointments
 * (appointments_upcoming_idx). Visibility applies as on the lists the badge points to.
 */
export async function countBadge(db: Kysely<CrmDb>, viewer: Viewer | null, from: Date, to: Date): Promise<BadgeCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('contacts')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('interest', '=', 'hot')
        .where('deleted_at', 'is', null)
        .where(visibleTo(viewer))
        .as('hot'),
      eb
        .selectFrom('tasks')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('completed', '=', false)
        .where('deleted_at', 'is', null)
        .where(taskVisibleTo(viewer))
        .as('pending'),
      eb
        .selectFrom('appointments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'scheduled')
        .where('deleted_at', 'is', null)
        .where('starts_at', '>=', from)
        .where('starts_at', '<', to)
        .where(visibleTo(viewer))
        .as('today'),
    ])
    .executeTakeFirstOrThrow();
  const hotContacts = Number(row.hot ?? 0);
  const pendingTasks = Number(row.pending ?? 0);
  const todayAppointments = Number(row.today ?? 0);
  return { hotContacts, pendingTasks, todayAppointments, total: hotContacts + pendingTasks + todayAppointments };
}
