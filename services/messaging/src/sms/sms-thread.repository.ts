import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SmsStatus } from '@smartcrm/contracts';
import type { MessagingDb } from '../db/schema';
import type { SmsRow } from './sms.repository';

type Db = Kysely<MessagingDb>;

export interface ThreadRow {
  last: SmsRow;
  unread: number;
  optedOut: boolean;
  contactId: string | null;
}

/** Each conversation (number and peer) with its latest text, newest first; a contact's only when named. */
export async function listThreads(db: Db, contactId?: string): Promise<ThreadRow[]> {
  const { rows } = await sql<{ last: SmsRow; unread: number; opted_out: boolean; contact_id: string | null }>`
    SELECT to_jsonb(m) AS last,
      (SELECT count(*)::int FROM sms_messages u
        WHERE u.account_id = m.account_id AND u.peer = m.peer AND u.direction = 'inbound' AND u.read_at IS NULL) AS unread,
      EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.account_id = m.account_id AND o.peer = m.peer) AS opted_out,
      (SELECT c.contact_id FROM sms_messages c
        WHERE c.account_id = m.account_id AND c.peer = m.peer AND c.contact_id IS NOT NULL
        ORDER BY c.created_at DESC LIMIT 1) AS contact_id
    FROM (SELECT DISTINCT ON (account_id, peer) * FROM sms_messages
          ${contactId ? sql`WHERE (account_id, peer) IN (SELECT account_id, peer FROM sms_messages WHERE contact_id = ${contactId})` : sql``}
          ORDER BY account_id, peer, created_at DESC) m
    ORDER BY m.created_at DESC
    LIMIT 200`.execute(db);
  return rows.map((r) => ({ last: r.last, unread: r.unread, optedOut: r.opted_out, contactId: r.contact_id }));
}

export const threadTexts = (db: Db, accountId: string, peer: string) =>
  db
    .selectFrom('sms_messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('peer', '=', peer)
    .orderBy('created_at')
    .limit(500)
    .execute();

export const markThreadRead = (db: Db, accountId: string, peer: string) =>
  db
    .updateTable('sms_messages')
    .set({ read_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('peer', '=', peer)
    .where('direction', '=', 'inbound')
    .where('read_at', 'is', null)
    .execute();

export async function bulkCounts(db: Db, bulkId: string) {
  const rows = await db
    .selectFrom('sms_messages')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('bulk_id', '=', bulkId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<SmsStatus, number>>;
}
