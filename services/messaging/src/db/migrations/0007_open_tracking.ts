import { type Kysely, sql } from 'kysely';

/** How often a sent message's open pixel was fetched, and when first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbound_messages ADD COLUMN opens integer NOT NULL DEFAULT 0, ADD COLUMN first_opened_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbound_messages DROP COLUMN opens, DROP COLUMN first_opened_at`.execute(db);
}
