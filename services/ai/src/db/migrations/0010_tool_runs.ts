import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/** AI tool runs: what a user asked a tool and what it answered, kept so a result can be saved later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE tool_runs (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      tool_id text NOT NULL,
      input jsonb NOT NULL,
      sections jsonb NOT NULL,
      text text NOT NULL,
      model text NOT NULL,
      built_in boolean NOT NULL,
      saved_to jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX tool_runs_user_idx ON tool_runs (tenant_id, user_id, created_at DESC);
    ${rls('tool_runs')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tool_runs`.execute(db);
}
