import { type Kysely, sql } from 'kysely';

/**
 * A score's reasons are written whole and read whole, never queried inside: kept as json (the
 * text as written) they skip jsonb's conversion, which cost Postgres ~40% of a bulk batch's write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_scores ALTER COLUMN reasons TYPE json USING reasons::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_scores ALTER COLUMN reasons TYPE jsonb USING reasons::jsonb`.execute(db);
}
