import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { MessagingDb, OutboundMessagesTable } from '../db/schema';

type Db = Kysely<MessagingDb>;
export type OutboundRow = Selectable<OutboundMessagesTable>;

/** Queues a send under its intent id; an intent already queued gives nothing (undefined). */
export const insertOutbound = (db: Db, values: Insertable<OutboundMessagesTable>) =>
  db
    .insertInto('outbound_messages')
    .values(values)
    .onConflict((oc) => oc.columns(['tenant_id', 'intent_id']).doNothing())
    .returningAll()
    .executeTakeFirst();

export const findByIntent = (db: Db, intentId: string) =>
  db.selectFrom('outbound_messages').selectAll().where('intent_id', '=', intentId).executeTakeFirst();

/**
 * Takes a queued send for this instance, committed before the SMTP hand-off: from here on it is
 * never handed over again, whatever happens to this process.
 */
export const claimQueued = (db: Db, id: string) =>
  db
    .updateTable('outbound_messages')
    .set({ status: 'sending', claimed_at: sql`now()`, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();

/** A send whose claimer stopped answering past the lease, taken over to be settled. */
export const claimAbandoned = (db: Db, id: string, leaseMs: number) =>
  db
    .updateTable('outbound_messages')
    .set({ claimed_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`)
    .returningAll()
    .executeTakeFirst();

export const settleOutbound = (db: Db, id: string, patch: Updateable<OutboundMessagesTable>) =>
  db
    .updateTable('outbound_messages')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .executeTakeFirst();

/** The thread root of a message the mailbox has seen (sent or synced), to carry in a reply's References. */
export const threadOfMessage = (db: Db, mailboxId: string, rfcMessageId: string) =>
  db
    .selectFrom('messages')
    .select('thread_id')
    .where('mailbox_id', '=', mailboxId)
    .where('rfc_message_id', '=', rfcMessageId)
    .executeTakeFirst();

/** Sends due (queued or in hand-off) in every tenant (ids only, through the schema owner's function). */
export async function openSends(db: Db) {
  const { rows } = await sql<{ tenant_id: string; id: string }>`SELECT * FROM open_sends()`.execute(db);
  return rows;
}

/** Counts a follow of one of a sent message's tracked links. */
export const recordClick = (db: Db, id: string) =>
  db
    .updateTable('outbound_messages')
    .set({ clicks: sql`clicks + 1`, first_clicked_at: sql`coalesce(first_clicked_at, now())` })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute();

/** Counts a fetch of a message's open pixel. */
export const recordOpen = (db: Db, id: string) =>
  db
    .updateTable('outbound_messages')
    .set({ opens: sql`opens + 1`, first_opened_at: sql`coalesce(first_opened_at, now())` })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute();
