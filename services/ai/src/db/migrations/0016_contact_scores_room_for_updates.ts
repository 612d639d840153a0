import { type Kysely, sql } from 'kysely';

/**
 * Half of each contact_scores page kept free. A bulk run rewrites every score of a tenant in
 * contact order, so all the rows of a page are rewritten by one statement: with room for them the
 * new versions stay on their page (HOT: no index entry, half the WAL). Nothing is rewritten now
 * (that would lock the table for minutes on a large one): rows move to such pages as they are next
 * scored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_scores SET (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_scores RESET (fillfactor)`.execute(db);
}
