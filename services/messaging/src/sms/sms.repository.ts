import type { SmsStatus } from '@smartcrm/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { MessagingDb } from '../db/schema';
import type { SmsAccountsTable, SmsMessagesTable } from './sms.tables';

type Db = Kysely<MessagingDb>;
export type SmsAccountRow = Selectable<SmsAccountsTable>;
export type SmsRow = Selectable<SmsMessagesTable>;

export const upsertAccount = (db: Db, values: Insertable<SmsAccountsTable>) =>
  db
    .insertInto('sms_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'from_number']).doUpdateSet((eb) => ({
        provider: eb.ref('excluded.provider'),
        account_sid: eb.ref('excluded.account_sid'),
        secret_sealed: eb.ref('excluded.secret_sealed'),
        api_base_url: eb.ref('excluded.api_base_url'),
        webhook_base: eb.ref('excluded.webhook_base'),
        quiet_hours: eb.ref('excluded.quiet_hours'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

export const listAccounts = (db: Db) => db.selectFrom('sms_accounts').selectAll().orderBy('created_at').execute();
export const findAccount = (db: Db, id: string) =>
  db.selectFrom('sms_accounts').selectAll().where('id', '=', id).executeTakeFirst();
export const findAccountByNumber = (db: Db, number: string) =>
  db.selectFrom('sms_accounts').selectAll().where('from_number', '=', number).executeTakeFirst();
export const deleteAccount = (db: Db, id: string) =>
  db.deleteFrom('sms_accounts').where('id', '=', id).executeTakeFirst();

/** The workspace an account belongs to (a provider callback names only the account). */
export async function tenantOfAccount(db: Db, accountId: string): Promise<string | null> {
  const { rows } = await sql<{ t: string | null }>`SELECT sms_account_tenant(${accountId}::uuid) AS t`.execute(db);
  return rows[0]?.t ?? null;
}

/** Texts due in every tenant (ids only, through the schema owner's function). */
export async function openTexts(db: Db) {
  const { rows } = await sql<{ tenant_id: string; id: string; account_id: string }>`SELECT * FROM open_sms()`.execute(
    db,
  );
  return rows;
}

/** Adds texts; one already there under its intent or (bulk, peer) gives nothing back. */
export const insertTexts = (db: Db, values: Insertable<SmsMessagesTable>[]) =>
  db
    .insertInto('sms_messages')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .execute();

export const findText = (db: Db, id: string) =>
  db.selectFrom('sms_messages').selectAll().where('id', '=', id).executeTakeFirst();
export const findByIntent = (db: Db, intentId: string) =>
  db.selectFrom('sms_messages').selectAll().where('intent_id', '=', intentId).executeTakeFirst();

/** Takes a due text for this instance, committed before the hand-off: from here on it is never handed over again. */
export const claimQueued = (db: Db, id: string) =>
  db
    .updateTable('sms_messages')
    .set({ status: 'sending', claimed_at: sql`now()`, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('send_after', 'is', null), eb('send_after', '<=', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();

/** A text whose claimer stopped answering past the lease, taken over to be settled. */
export const claimAbandoned = (db: Db, id: string, leaseMs: number) =>
  db
    .updateTable('sms_messages')
    .set({ claimed_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`)
    .returningAll()
    .executeTakeFirst();

export const settleSending = (db: Db, id: string, patch: Updateable<SmsMessagesTable>) =>
  db
    .updateTable('sms_messages')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .returningAll()
    .executeTakeFirst();

/** How far along a text is: a receipt never moves it back (callbacks may arrive out of order). */
const rank = sql<number>`CASE status WHEN 'queued' THEN 0 WHEN 'sending' THEN 1 WHEN 'accepted' THEN 2 WHEN 'sent' THEN 3 ELSE 4 END`;
const rankOf = (status: SmsStatus) => ({ queued: 0, sending: 1, accepted: 2, sent: 3 })[status as string] ?? 4;

/** A delivery receipt for one of our texts (named by id in its callback URL). */
export const applyReceipt = (db: Db, id: string, sid: string, status: SmsStatus, error: string | null) =>
  db
    .updateTable('sms_messages')
    .set({ status, error, provider_sid: sid, sent_at: sql`coalesce(sent_at, now())` })
    .where('id', '=', id)
    .where('direction', '=', 'outbound')
    .where((eb) => eb.or([eb('provider_sid', 'is', null), eb('provider_sid', '=', sid)]))
    .where(rank, '<', rankOf(status))
    .returningAll()
    .executeTakeFirst();

export const isOptedOut = async (db: Db, accountId: string, peer: string) =>
  Boolean(
    await db
      .selectFrom('sms_opt_outs')
      .select('peer')
      .where('account_id', '=', accountId)
      .where('peer', '=', peer)
      .executeTakeFirst(),
  );

export async function optedOutAmong(db: Db, accountId: string, peers: string[]): Promise<Set<string>> {
  if (!peers.length) return new Set();
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select('peer')
    .where('account_id', '=', accountId)
    .where('peer', 'in', peers)
    .execute();
  return new Set(rows.map((r) => r.peer));
}

export const optOut = (db: Db, tenantId: string, accountId: string, peer: string, keyword: string) =>
  db
    .insertInto('sms_opt_outs')
    .values({ tenant_id: tenantId, account_id: accountId, peer, keyword })
    .onConflict((oc) => oc.doNothing())
    .execute();

export const optIn = (db: Db, accountId: string, peer: string) =>
  db.deleteFrom('sms_opt_outs').where('account_id', '=', accountId).where('peer', '=', peer).execute();

/** Notes a callback as applied; false when it was applied before (a replay). */
export async function noteReceipt(db: Db, tenantId: string, digest: string): Promise<boolean> {
  const row = await db
    .insertInto('sms_webhook_receipts')
    .values({ tenant_id: tenantId, digest })
    .onConflict((oc) => oc.doNothing())
    .returning('digest')
    .executeTakeFirst();
  return Boolean(row);
}

/** The contact a number was last texted as, so a reply lands in the same thread and timeline. */
export const lastContactOf = async (db: Db, accountId: string, peer: string) =>
  (
    await db
      .selectFrom('sms_messages')
      .select('contact_id')
      .where('account_id', '=', accountId)
      .where('peer', '=', peer)
      .where('contact_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.contact_id ?? null;
