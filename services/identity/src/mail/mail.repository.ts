import type { MailStatus } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export interface NewMail {
  tenant_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The attachments as JSON (MailAttachment[]). */
  attachments?: string;
}

/** Keeps a mail; one with an `id` already kept (the same fact delivered again) is not kept twice: undefined. */
export const insertMail = (db: Db, mail: NewMail & { id?: string }) =>
  db
    .insertInto('mail_outbox')
    .values(mail)
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * Takes a mail for sending unless it went out already or another worker took it within the
 * last two minutes (a redelivered event while the first send is still under way).
 */
export const claimMail = (db: Db, id: string) =>
  db
    .updateTable('mail_outbox')
    .set({ claimed_at: sql`now()`, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .where((eb) =>
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', sql<Date>`now() - interval '2 minutes'`)]),
    )
    .returningAll()
    .executeTakeFirst();

export interface MailOutcome {
  status: Exclude<MailStatus, 'pending'>;
  error?: string;
  /** A mail in a real mailbox needs no copy of its single-use links here. */
  forgetBody?: boolean;
}

export const recordMailOutcome = (db: Db, id: string, outcome: MailOutcome) =>
  db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      claimed_at: null,
      ...(outcome.status === 'failed' ? {} : { sent_at: sql`now()` }),
      ...(outcome.forgetBody ? { text_body: null, html_body: null, attachments: '[]' } : {}),
    })
    .where('id', '=', id)
    .execute();

/** Newest first, one row more than the limit; `after` is the (created_at as text, id) of the last row seen. */
export function listMail(db: Db, after: [at: string, id: string] | null, limit: number) {
  let query = db.selectFrom('mail_outbox').selectAll().select(sql<string>`created_at::text`.as('cursor_at'));
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
