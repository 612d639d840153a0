import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MessagingDb } from '../db/schema';

type Db = Kysely<MessagingDb>;

/** Where a folder's sync stands: the UIDVALIDITY it was read under and the highest UID recorded. */
export interface FolderCursor {
  uidValidity: bigint;
  lastUid: number;
}

export async function readCursor(db: Db, mailboxId: string, path: string): Promise<FolderCursor | null> {
  const row = await db
    .selectFrom('mailbox_folders')
    .select(['uid_validity', 'last_uid'])
    .where('mailbox_id', '=', mailboxId)
    .where('path', '=', path)
    .executeTakeFirst();
  return row ? { uidValidity: BigInt(row.uid_validity), lastUid: Number(row.last_uid) } : null;
}

export const saveCursor = (db: Db, tenantId: string, mailboxId: string, path: string, cursor: FolderCursor) =>
  db
    .insertInto('mailbox_folders')
    .values({
      tenant_id: tenantId,
      mailbox_id: mailboxId,
      path,
      uid_validity: String(cursor.uidValidity),
      last_uid: String(cursor.lastUid),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'mailbox_id', 'path']).doUpdateSet({
        uid_validity: String(cursor.uidValidity),
        last_uid: String(cursor.lastUid),
      }),
    )
    .execute();

/** Mailboxes of every tenant not synced for `intervalMs` and not being synced (ids only). */
export async function dueMailboxes(db: Db, intervalMs: number) {
  const { rows } = await sql<{ tenant_id: string; id: string }>`
    SELECT * FROM due_mailboxes(make_interval(secs => ${intervalMs / 1000}))`.execute(db);
  return rows;
}

/** Takes a mailbox's sync for `leaseMs`; undefined when another instance holds it. */
export const claimSync = (db: Db, id: string, leaseMs: number) =>
  db
    .updateTable('mailboxes')
    .set({ sync_lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('sync_lease_until', 'is', null), eb('sync_lease_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();

/** Extends a running sync's lease to `leaseMs` from now. */
export const renewSync = (db: Db, id: string, leaseMs: number) =>
  db
    .updateTable('mailboxes')
    .set({ sync_lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', '=', id)
    .execute();

/** Gives a sync's lease back without an outcome (the service stopped it): due again at once. */
export const releaseSync = (db: Db, id: string) =>
  db.updateTable('mailboxes').set({ sync_lease_until: null }).where('id', '=', id).execute();
