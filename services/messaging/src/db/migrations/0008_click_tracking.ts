import { type Kysely, sql } from 'kysely';

/** How often a sent message's tracked links were followed, and when first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbound_messages ADD COLUMN clicks integer NOT NULL DEFAULT 0, ADD COLUMN first_clicked_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbound_messages DROP COLUMN clicks, DROP COLUMN first_clicked_at`.execute(db);
}
