import { type Insertable, type Kysely, sql } from 'kysely';
import type { ContactRequestsTable, IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export const insertContactRequest = (db: Db, values: Insertable<ContactRequestsTable>) =>
  db.insertInto('contact_requests').values(values).execute();

/** Newest first, one row more than `limit`. */
export function listContactRequests(db: Db, after: [at: string, id: string] | null, limit: number) {
  let query = db.selectFrom('contact_requests').selectAll().select(sql<string>`created_at::text`.as('cursor_at'));
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
