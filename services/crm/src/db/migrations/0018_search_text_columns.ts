import { type Kysely, sql } from 'kysely';

/**
 * Task and note search read stored, lower-cased text columns instead of the expressions 0014
 * indexed: under row-level security Postgres treats a COALESCE over a row's columns as leaky
 * and so would not use those indexes (a note search read every note of the tenant, 2 s at
 * 800,000 notes); a plain column is fine, as contacts.search_text already is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX tasks_search_idx;
    DROP INDEX notes_search_idx;
    ALTER TABLE tasks ADD COLUMN search_text text
      GENERATED ALWAYS AS (lower(title || ' ' || coalesce(subtitle, ''))) STORED;
    ALTER TABLE activities ADD COLUMN search_text text
      GENERATED ALWAYS AS (lower(coalesce(subject, '') || ' ' || coalesce(body, ''))) STORED;
    CREATE INDEX tasks_search_idx ON tasks USING gin (tenant_id, search_text public.gin_trgm_ops)
      WHERE deleted_at IS NULL;
    CREATE INDEX notes_search_idx ON activities USING gin (tenant_id, search_text public.gin_trgm_ops)
      WHERE kind = 'note' AND deleted_at IS NULL;
    -- 0009's trigger names its table without the schema: pin the path so writes to contacts from
    -- a connection with another search path (the owner's, a seed) keep working.
    ALTER FUNCTION count_duplicate_keys() SET search_path FROM CURRENT;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX tasks_search_idx;
    DROP INDEX notes_search_idx;
    ALTER TABLE tasks DROP COLUMN search_text;
    ALTER TABLE activities DROP COLUMN search_text;
  `.execute(db);
}
