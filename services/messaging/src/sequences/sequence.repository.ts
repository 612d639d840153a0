import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { MessagingDb, SequenceEnrolmentsTable, SequencesTable } from '../db/schema';

type Db = Kysely<MessagingDb>;
export type SequenceRow = Selectable<SequencesTable>;
export type EnrolmentRow = Selectable<SequenceEnrolmentsTable>;

export const insertSequence = (db: Db, values: Insertable<SequencesTable>) =>
  db.insertInto('sequences').values(values).returningAll().executeTakeFirstOrThrow();

export const listSequences = (db: Db) => db.selectFrom('sequences').selectAll().orderBy('created_at', 'desc').execute();

export const findSequence = (db: Db, id: string) =>
  db.selectFrom('sequences').selectAll().where('id', '=', id).executeTakeFirst();

export const deleteSequence = (db: Db, id: string) => db.deleteFrom('sequences').where('id', '=', id).execute();

/** Enrolment and send counts of the given sequences, one row each. */
export async function figuresOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, Record<string, number>>();
  const { rows } = await sql<{ sequence_id: string; status: string; n: number }>`
    SELECT sequence_id, status, count(*)::int AS n FROM sequence_enrolments
    WHERE sequence_id = ANY(${ids}::uuid[]) GROUP BY sequence_id, status
    UNION ALL
    SELECT e.sequence_id, 'sent', count(*)::int FROM outbound_messages o
    JOIN sequence_enrolments e ON e.tenant_id = o.tenant_id AND e.id = o.enrolment_id
    WHERE e.sequence_id = ANY(${ids}::uuid[]) AND o.status = 'sent' GROUP BY e.sequence_id
    UNION ALL
    SELECT e.sequence_id, 'opened', count(*)::int FROM outbound_messages o
    JOIN sequence_enrolments e ON e.tenant_id = o.tenant_id AND e.id = o.enrolment_id
    WHERE e.sequence_id = ANY(${ids}::uuid[]) AND o.first_opened_at IS NOT NULL GROUP BY e.sequence_id
    UNION ALL
    SELECT e.sequence_id, 'clicked', count(*)::int FROM outbound_messages o
    JOIN sequence_enrolments e ON e.tenant_id = o.tenant_id AND e.id = o.enrolment_id
    WHERE e.sequence_id = ANY(${ids}::uuid[]) AND o.first_clicked_at IS NOT NULL GROUP BY e.sequence_id`.execute(db);
  const figures = new Map<string, Record<string, number>>();
  for (const row of rows) figures.set(row.sequence_id, { ...figures.get(row.sequence_id), [row.status]: row.n });
  return figures;
}

/** Enrols a batch; a contact already in the sequence is left as it is. Gives how many were new. */
export async function insertEnrolments(db: Db, rows: Insertable<SequenceEnrolmentsTable>[]) {
  if (!rows.length) return 0;
  const inserted = await db
    .insertInto('sequence_enrolments')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'sequence_id', 'contact_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export const listEnrolments = (db: Db, sequenceId: string, limit: number) =>
  db
    .selectFrom('sequence_enrolments')
    .selectAll()
    .where('sequence_id', '=', sequenceId)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** The enrolment at this step, locked for the step's transaction; nothing once it moved on or stopped. */
export const lockEnrolmentAt = (db: Db, id: string, step: number) =>
  db
    .selectFrom('sequence_enrolments')
    .selectAll()
    .where('id', '=', id)
    .where('step', '=', step)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();

export const advanceEnrolment = (
  db: Db,
  id: string,
  patch: { step: number; status: 'active' | 'completed'; next_at: Date | null },
) => db.updateTable('sequence_enrolments').set(patch).where('id', '=', id).execute();

export const deferEnrolment = (db: Db, id: string, nextAt: Date) =>
  db.updateTable('sequence_enrolments').set({ next_at: nextAt }).where('id', '=', id).execute();

/**
 * Stops the active enrolments of an address, or of each of several (the replies of a synced chunk,
 * in one statement), for a reply, a bounce, an unsubscribe; gives how many.
 */
export async function stopEnrolmentsOf(
  db: Db,
  address: string | readonly string[],
  status: 'replied' | 'bounced' | 'unsubscribed' | 'stopped',
  mailboxId?: string,
) {
  const addresses = [...new Set((typeof address === 'string' ? [address] : address).map((a) => a.toLowerCase()))];
  let query = db
    .updateTable('sequence_enrolments')
    .set({ status, next_at: null })
    // One text whatever the count (`= ANY` of an array, not an IN list), so it stays prepared.
    .where('address', '=', sql<string>`ANY(${addresses}::text[])`)
    .where('status', '=', 'active');
  if (mailboxId) {
    query = query.where('sequence_id', 'in', (eb) =>
      eb.selectFrom('sequences').select('id').where('mailbox_id', '=', mailboxId),
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const stopSequenceEnrolments = (db: Db, sequenceId: string) =>
  db
    .updateTable('sequence_enrolments')
    .set({ status: 'stopped', next_at: null })
    .where('sequence_id', '=', sequenceId)
    .where('status', '=', 'active')
    .execute();

/** Sequence mails queued or sent from a mailbox since `since` (the daily limit counts them). */
export async function sequenceSendsSince(db: Db, mailboxId: string, since: Date) {
  const row = await db
    .selectFrom('outbound_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('mailbox_id', '=', mailboxId)
    .where('enrolment_id', 'is not', null)
    .where('created_at', '>=', since)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Due enrolments in every tenant (ids only, through the schema owner's function). */
export async function dueEnrolments(db: Db, limit: number) {
  const { rows } = await sql<{ tenant_id: string; id: string; step: number }>`
    SELECT * FROM due_enrolments(${limit})`.execute(db);
  return rows;
}

/** Why an address gets no sequence mail, if it does not. */
export const findSuppression = (db: Db, address: string) =>
  db.selectFrom('suppressions').select('reason').where('address', '=', address.toLowerCase()).executeTakeFirst();

export const suppress = (db: Db, tenantId: string, address: string, reason: 'unsubscribed' | 'bounced') =>
  db
    .insertInto('suppressions')
    .values({ tenant_id: tenantId, address: address.toLowerCase(), reason })
    .onConflict((oc) => oc.columns(['tenant_id', 'address']).doNothing())
    .execute();

export const findEnrolment = (db: Db, id: string) =>
  db.selectFrom('sequence_enrolments').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether a sequence of the workspace ever enrolled the address. */
export const isEnrolled = async (db: Db, address: string) =>
  Boolean(
    await db
      .selectFrom('sequence_enrolments')
      .select('id')
      .where('address', '=', address.toLowerCase())
      .limit(1)
      .executeTakeFirst(),
  );
