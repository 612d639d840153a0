import { type Insertable, type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

type Db = Kysely<CrmDb>;

export const hasContacts = async (db: Db) =>
  (await db.selectFrom('contacts').select('id').limit(1).executeTakeFirst()) !== undefined;

export async function insertRows<T extends keyof CrmDb & string>(db: Db, table: T, rows: Insertable<CrmDb[T]>[]) {
  if (rows.length)
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
}

/** Their score rows were made by the contacts' insert (0031); the demo's scores go there. */
export const setLeadScores = (db: Db, tenantId: string, contactIds: string[], scores: number[]) =>
  sql`
    UPDATE contact_lead_scores s SET score = v.score, scored_at = now()
    FROM unnest(${contactIds}::uuid[], ${scores}::smallint[]) AS v (id, score)
    WHERE s.tenant_id = ${tenantId} AND s.contact_id = v.id`.execute(db);
