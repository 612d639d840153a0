import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { MailboxesTable, MessagingDb } from '../db/schema';

type Db = Kysely<MessagingDb>;
export type MailboxRow = Selectable<MailboxesTable>;

/**
 * Keeps a tested connection: the same owner and address again replaces servers and secret, and its
 * privacy only when one is given (a reconnect never widens what is shared by leaving it out).
 */
export const upsertMailbox = (db: Db, values: Insertable<MailboxesTable>) =>
  db
    .insertInto('mailboxes')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'owner_id', 'address']).doUpdateSet((eb) => ({
        display_name: eb.ref('excluded.display_name'),
        auth_kind: eb.ref('excluded.auth_kind'),
        username: eb.ref('excluded.username'),
        secret_sealed: eb.ref('excluded.secret_sealed'),
        imap_host: eb.ref('excluded.imap_host'),
        imap_port: eb.ref('excluded.imap_port'),
        imap_security: eb.ref('excluded.imap_security'),
        smtp_host: eb.ref('excluded.smtp_host'),
        smtp_port: eb.ref('excluded.smtp_port'),
        smtp_security: eb.ref('excluded.smtp_security'),
        backfill_days: eb.ref('excluded.backfill_days'),
        ...(values.privacy ? { privacy: eb.ref('excluded.privacy') } : {}),
        status: eb.ref('excluded.status'),
        last_error: null,
        sync_failures: 0,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

export const ownMailboxes = (db: Db, ownerId: string) =>
  db.selectFrom('mailboxes').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').execute();

export const findMailbox = (db: Db, id: string) =>
  db.selectFrom('mailboxes').selectAll().where('id', '=', id).executeTakeFirst();

/** The mailbox a queued send goes out through (none once it is no longer queued). */
export const findQueuedMailbox = (db: Db, outboundId: string) =>
  db
    .selectFrom('outbound_messages as o')
    .innerJoin('mailboxes as m', (join) =>
      join.onRef('m.tenant_id', '=', 'o.tenant_id').onRef('m.id', '=', 'o.mailbox_id'),
    )
    .selectAll('m')
    .where('o.id', '=', outboundId)
    .where('o.status', '=', 'queued')
    .executeTakeFirst();

export const updateMailbox = (db: Db, id: string, patch: Updateable<MailboxesTable>) =>
  db.updateTable('mailboxes').set(patch).where('id', '=', id).returningAll().executeTakeFirst();

/** A sync's outcome: the mailbox's lease ends; a failure counts towards its back-off, a success resets it. */
export const recordSyncOutcome = (db: Db, id: string, error: string | null) =>
  db
    .updateTable('mailboxes')
    .set((eb) => ({
      last_synced_at: new Date(),
      sync_lease_until: null,
      ...(error
        ? { status: 'failing' as const, last_error: error, sync_failures: eb('sync_failures', '+', 1) }
        : { status: 'connected' as const, last_error: null, sync_failures: 0 }),
    }))
    .where('id', '=', id)
    .execute();

export const deleteMailbox = (db: Db, id: string, ownerId: string) =>
  db.deleteFrom('mailboxes').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
