import type { Insertable, Kysely } from 'kysely';
import type { AutomationDb } from '../db/schema';
import type { NotificationsTable } from '../engine/run.table';

type Db = Kysely<AutomationDb>;

/** What workflows told users in the app (row-level security keeps them to the workspace). */
export const notificationRepository = {
  insertMany: async (db: Db, rows: Insertable<NotificationsTable>[]) => {
    if (rows.length) await db.insertInto('notifications').values(rows).execute();
  },

  latestFor: (db: Db, userId: string) =>
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),

  clearFor: (db: Db, userId: string) => db.deleteFrom('notifications').where('user_id', '=', userId).execute(),
};
