import { type Kysely, sql } from 'kysely';

// Frozen: the kinds as they stood before this migration.
const kinds = `'note', 'call', 'email', 'sms', 'stage_change', 'task_completed', 'appointment', 'contact_created',
      'deal_created', 'form_submission'`;

/** A recipient's view of a video email goes on the timeline as its own kind. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN (${kinds}, 'video_view'));`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    DELETE FROM activities WHERE kind = 'video_view';
    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN (${kinds}));`)
    .execute(db);
}
