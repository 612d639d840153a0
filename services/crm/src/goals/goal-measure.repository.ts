import type { GoalMetric } from '@smartcrm/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { Viewer } from '../visibility/visibility.repository';
import { visibleTo } from '../visibility/visibility.repository';

export interface MeasureQuery {
  metric: GoalMetric;
  /** Half-open range of instants: [from, to). */
  from: Date;
  to: Date;
  userId?: string | undefined;
  viewer: Viewer | null;
}

/**
 * One goal figure over the viewer's visible records. Each metric counts the person who did the
 * work: a deal's owner, a call's caller, a task's completer, an appointment's owner.
 */
export async function measure(db: Kysely<CrmDb>, q: MeasureQuery): Promise<number> {
  const { from, to, userId, viewer } = q;
  switch (q.metric) {
    case 'revenue':
    case 'deals_won': {
      // A won deal counts on the day it closed; one closed without a date, on its last change.
      const closedOn = sql`coalesce(actual_close_date::timestamptz, updated_at)`;
      const row = await db
        .selectFrom('deals')
        .select([sql<string>`coalesce(sum(value), 0)`.as('total'), sql<string>`count(*)`.as('count')])
        .where('deleted_at', 'is', null)
        .where('status', '=', 'won')
        .where(sql<boolean>`${closedOn} >= ${from} AND ${closedOn} < ${to}`)
        .$if(Boolean(userId), (w) => w.where('owner_id', '=', userId as string))
        .where(visibleTo(viewer))
        .executeTakeFirstOrThrow();
      return Number(q.metric === 'revenue' ? row.total : row.count);
    }
    case 'deals_created':
      return count(
        db
          .selectFrom('deals')
          .where('deleted_at', 'is', null)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .$if(Boolean(userId), (w) => w.where('owner_id', '=', userId as string))
          .where(visibleTo(viewer)),
      );
    case 'contacts_added':
      return count(
        db
          .selectFrom('contacts')
          .where('deleted_at', 'is', null)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .$if(Boolean(userId), (w) => w.where('owner_id', '=', userId as string))
          .where(visibleTo(viewer)),
      );
    case 'calls_made':
      return count(
        db
          .selectFrom('activities')
          .where('deleted_at', 'is', null)
          .where('kind', '=', 'call')
          .where('occurred_at', '>=', from)
          .where('occurred_at', '<', to)
          .$if(Boolean(userId), (w) => w.where('actor_id', '=', userId as string))
          .where(visibleTo(viewer, 'actor_id')),
      );
    case 'tasks_completed':
      return count(
        db
          .selectFrom('tasks')
          .where('deleted_at', 'is', null)
          .where('completed', '=', true)
          .where('completed_at', '>=', from)
          .where('completed_at', '<', to)
          .$if(Boolean(userId), (w) => w.where('completed_by', '=', userId as string))
          .where(visibleTo(viewer, 'completed_by')),
      );
    case 'meetings_held':
      // A meeting is held once its start has passed and it was neither cancelled nor missed.
      return count(
        db
          .selectFrom('appointments')
          .where('deleted_at', 'is', null)
          .where('status', 'in', ['scheduled', 'completed'])
          .where('starts_at', '>=', from)
          .where('starts_at', '<', to)
          .where('starts_at', '<=', new Date())
          .$if(Boolean(userId), (w) => w.where('owner_id', '=', userId as string))
          .where(visibleTo(viewer)),
      );
  }
}

async function count<T extends keyof CrmDb>(query: SelectQueryBuilder<CrmDb, T, object>): Promise<number> {
  const row = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
