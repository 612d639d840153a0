import { type Kysely, sql } from 'kysely';

/** When the AI scored a contact: a late, older score never overwrites a newer one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contacts ADD COLUMN lead_score_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contacts DROP COLUMN lead_score_at`.execute(db);
}
