import { type Kysely, sql } from 'kysely';

/** Text messages go on the timeline as their own kind. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN ('note', 'call', 'email', 'sms',
      'stage_change', 'task_completed', 'appointment', 'contact_created', 'deal_created'));`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM activities WHERE kind = 'sms';
    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN ('note', 'call', 'email',
      'stage_change', 'task_completed', 'appointment', 'contact_created', 'deal_created'));`.execute(db);
}
