import { type Kysely, sql } from 'kysely';

/**
 * A tenth of each contact_lead_scores page is kept free. A bulk run rewrites every contact's
 * score and mostly finds it unchanged (only scored_at moves): such an update, with room on its
 * page, stays there (HOT) instead of adding an entry to both indexes. Rows move to pages filled
 * this way as they are next updated; nothing is rewritten now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_lead_scores SET (fillfactor = 90)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_lead_scores RESET (fillfactor)`.execute(db);
}
