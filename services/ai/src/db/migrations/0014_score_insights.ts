import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/** 000 §3 insight types a workspace wants, and the opportunities and risks raised by score changes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE ai_preferences ADD COLUMN insight_types text[] NOT NULL DEFAULT '{opportunity,recommendation}';
    CREATE TABLE score_insights (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tenant_id uuid NOT NULL,
      type text NOT NULL CHECK (type IN ('opportunity', 'risk')),
      contact_id uuid NOT NULL,
      contact_name text NOT NULL,
      score smallint NOT NULL,
      previous_score smallint,
      reasons text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX score_insights_recent_idx ON score_insights (tenant_id, created_at DESC, id);
    ${rls('score_insights')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE score_insights; ALTER TABLE ai_preferences DROP COLUMN insight_types`.execute(db);
}
