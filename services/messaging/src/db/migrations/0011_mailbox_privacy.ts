import { type Kysely, sql } from 'kysely';

/** What of a mailbox's synced mail reaches the timelines: everything, metadata only, or nothing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mailboxes ADD COLUMN privacy text NOT NULL DEFAULT 'full'
      CHECK (privacy IN ('full', 'metadata', 'none'));`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mailboxes DROP COLUMN privacy;`.execute(db);
}
