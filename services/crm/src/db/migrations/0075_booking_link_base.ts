import { type Kysely, sql } from 'kysely';

/** A booking keeps the address it was made on: its confirmation mail's links point there. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN link_base text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN link_base`.execute(db);
}
