import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { EmailTemplatesTable, MessagingDb } from '../db/schema';

type Db = Kysely<MessagingDb>;
export type TemplateRow = Selectable<EmailTemplatesTable>;

export const listTemplates = (db: Db) => db.selectFrom('email_templates').selectAll().orderBy('name').execute();

export const findTemplate = (db: Db, id: string) =>
  db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();

export const insertTemplate = (db: Db, values: Insertable<EmailTemplatesTable>) =>
  db.insertInto('email_templates').values(values).returningAll().executeTakeFirstOrThrow();

/** Saves over `version` only: nothing (undefined) when someone saved it since. */
export const updateTemplate = (
  db: Db,
  id: string,
  version: number,
  patch: { name: string; subject: string; body: string },
) =>
  db
    .updateTable('email_templates')
    .set({ ...patch, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

export const deleteTemplate = (db: Db, id: string) => db.deleteFrom('email_templates').where('id', '=', id).execute();

export const findSignature = (db: Db, userId: string) =>
  db.selectFrom('sender_signatures').select('signature').where('user_id', '=', userId).executeTakeFirst();

export const upsertSignature = (db: Db, tenantId: string, userId: string, signature: string) =>
  db
    .insertInto('sender_signatures')
    .values({ tenant_id: tenantId, user_id: userId, signature })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ signature }))
    .execute();
