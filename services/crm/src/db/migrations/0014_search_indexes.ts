import { type Kysely, sql } from 'kysely';

/**
 * Trigram indexes for Ctrl/Cmd-K search on what 0002 did not cover: deal titles, task titles
 * and subtitles, and the text of notes. Each expression is the one the search repository
 * queries, so Postgres can use the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX deals_search_idx ON deals USING gin (tenant_id, lower(title) public.gin_trgm_ops)
      WHERE deleted_at IS NULL;
    CREATE INDEX tasks_search_idx ON tasks
      USING gin (tenant_id, lower(title || ' ' || coalesce(subtitle, '')) public.gin_trgm_ops)
      WHERE deleted_at IS NULL;
    CREATE INDEX notes_search_idx ON activities
      USING gin (tenant_id, lower(coalesce(subject, '') || ' ' || coalesce(body, '')) public.gin_trgm_ops)
      WHERE kind = 'note' AND deleted_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX deals_search_idx; DROP INDEX tasks_search_idx; DROP INDEX notes_search_idx;`.execute(db);
}
