import { type Kysely, sql } from 'kysely';

/**
 * Under row-level security Postgres uses an index for a condition only when its operator is
 * LEAKPROOF; LIKE (textlike) and array overlap (arrayoverlap) are not marked so, which turns
 * a contacts search or tag filter into a scan of the whole tenant (450 ms at 1M rows instead
 * of milliseconds through the trigram and tag indexes). Neither can reveal anything about a
 * row: they fail only on a malformed pattern or mismatched types, which are the caller's own
 * arguments. Marking them needs a superuser; where the migration runs without one (a managed
 * Postgres), it leaves them be and searches stay correct, only slower.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
        ALTER FUNCTION pg_catalog.arrayoverlap(anyarray, anyarray) LEAKPROOF;
      ELSE
        RAISE NOTICE 'not a superuser: LIKE and && stay non-leakproof; searches under RLS will scan';
      END IF;
    END $$;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Leaving the marks in place is harmless; other schemas may rely on them.
}
