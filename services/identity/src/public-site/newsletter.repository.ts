import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

/** Adds the address as pending unless it is on the list already; undefined when it was. */
export const insertPendingSubscriber = (db: Db, email: string, tokenHash: Buffer, expiresAt: Date) =>
  db
    .insertInto('newsletter_subscribers')
    .values({ email, token_hash: tokenHash, token_expires_at: expiresAt })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();

export const findSubscriber = (db: Db, email: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

/** A pending address asked again: a fresh link, at most once per `resendAfterMs`. */
export const renewPendingToken = (db: Db, email: string, tokenHash: Buffer, expiresAt: Date, resendAfterMs: number) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ token_hash: tokenHash, token_expires_at: expiresAt, last_mailed_at: sql`now()` })
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('last_mailed_at', '<', new Date(Date.now() - resendAfterMs))
    .returning('id')
    .executeTakeFirst();

/** Follows a confirmation link: the link works once, before it expires. */
export const confirmByToken = (db: Db, tokenHash: Buffer) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: sql`now()`, token_hash: null, token_expires_at: null })
    .where('token_hash', '=', tokenHash)
    .where('token_expires_at', '>', sql<Date>`now()`)
    .returning(['email', 'confirmed_at'])
    .executeTakeFirst();

/** Newest first, one row more than `limit`. */
export function listSubscribers(
  db: Db,
  status: 'pending' | 'confirmed' | undefined,
  after: [at: string, id: string] | null,
  limit: number,
) {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'created_at', 'confirmed_at'])
    .select(sql<string>`created_at::text`.as('cursor_at'));
  if (status) query = query.where('status', '=', status);
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export const countSubscribers = (db: Db) =>
  db
    .selectFrom('newsletter_subscribers')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as('pending'),
      sql<number>`count(*) FILTER (WHERE status = 'confirmed')::int`.as('confirmed'),
    ])
    .executeTakeFirstOrThrow();
