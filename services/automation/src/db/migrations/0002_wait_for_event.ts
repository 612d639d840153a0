import { type Kysely, sql } from 'kysely';

// A run waiting for an event (a contact's reply) names it, so the event finds its runs by record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE workflow_runs ADD COLUMN waiting_for text;
    CREATE INDEX workflow_runs_waiting_for ON workflow_runs (tenant_id, record_id, waiting_for)
      WHERE waiting_for IS NOT NULL;
  `)
    .execute(db);
}
