import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/** A workspace's AI preferences (000 §3); no row means the defaults. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE ai_preferences (
      tenant_id uuid PRIMARY KEY,
      auto_scoring boolean NOT NULL DEFAULT true,
      auto_insights boolean NOT NULL DEFAULT true,
      preferred_provider text NOT NULL DEFAULT 'auto' CHECK (preferred_provider IN ('auto', 'builtin')),
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ${rls('ai_preferences')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ai_preferences`.execute(db);
}
