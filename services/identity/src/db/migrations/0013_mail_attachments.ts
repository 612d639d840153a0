import { type Kysely, sql } from 'kysely';

/**
 * Mail of other services (a booking's confirmation with its .ics) goes through the same outbox;
 * such a mail may carry attachments, kept until it is sent. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN attachments`.execute(db);
}
