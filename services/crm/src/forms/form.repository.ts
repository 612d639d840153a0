import { type Kysely, sql } from 'kysely';
import type { Cursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import type { FormRow, SubmissionRow } from './form.mapper';

type Db = Kysely<CrmDb>;

/** Live forms with how many submissions each has. */
export const formsWithCounts = (db: Db) =>
  db
    .selectFrom('forms as f')
    .selectAll('f')
    .select(
      sql<string>`(SELECT count(*) FROM form_submissions s WHERE s.tenant_id = f.tenant_id AND s.form_id = f.id)`.as(
        'submission_count',
      ),
    )
    .where('f.deleted_at', 'is', null);

export const findForm = (db: Db, id: string) =>
  formsWithCounts(db).where('f.id', '=', id).executeTakeFirst() as Promise<FormRow | undefined>;

export const findPublishedForm = (db: Db, id: string) =>
  db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** One keyset page of a form's submissions, newest first, with each contact's name. */
export const listSubmissions = (db: Db, formId: string, cursor: Cursor | null, limit: number) => {
  let query = db
    .selectFrom('form_submissions as s')
    .selectAll('s')
    .select(
      sql<string | null>`(SELECT c.name FROM contacts c WHERE c.tenant_id = s.tenant_id AND c.id = s.contact_id)`.as(
        'contact_name',
      ),
    )
    // Microseconds kept: a cursor of JS milliseconds would skip or repeat rows of one millisecond.
    .select(sql<string>`s.created_at::text`.as('sort_value'))
    .where('s.form_id', '=', formId);
  if (cursor) {
    query = query.where(sql<boolean>`(s.created_at, s.id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)`);
  }
  return query
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit + 1)
    .execute() as Promise<(SubmissionRow & { sort_value: string })[]>;
};

/** Whether a submission with this id was stored already (a replay); the caller holds its lock. */
export const submissionExists = async (db: Db, id: string) =>
  Boolean(await db.selectFrom('form_submissions').select('id').where('id', '=', id).executeTakeFirst());
