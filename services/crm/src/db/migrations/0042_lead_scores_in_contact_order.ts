import { type Kysely, sql } from 'kysely';

/**
 * contact_lead_scores rewritten in key order, half of each page left free. A bulk run scores
 * contacts in id order, 2,000 to a statement: rows laid out in contacts' insert order put each
 * batch on ~2,000 pages (and ~13 MB of full-page images in the WAL), in key order on ~35. With
 * room on the page a rewritten score stays there (HOT: no entry in either index), so the order
 * holds; rows of contacts added later land wherever there is room.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_lead_scores SET (fillfactor = 50);
    CLUSTER contact_lead_scores USING contact_lead_scores_pkey;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_lead_scores RESET (fillfactor);
    ALTER TABLE contact_lead_scores SET WITHOUT CLUSTER;
  `.execute(db);
}
