import { type Kysely, sql } from 'kysely';

/**
 * As 0006 for LIKE: under row-level security a condition on `lower(name)` or on a concatenation
 * (`lower(title || ' ' || subtitle)`) is checked row by row after the tenant's rows are read,
 * never through the matching index, because lower() and || are not LEAKPROOF; a name-prefix
 * search over 1M contacts took 2 s. Neither can reveal a row: lower() fails on no input and ||
 * only when the result would pass 1 GB. Needs a superuser; without one, searches stay correct
 * and slower.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        ALTER FUNCTION pg_catalog.lower(text) LEAKPROOF;
        ALTER FUNCTION pg_catalog.textcat(text, text) LEAKPROOF;
      ELSE
        RAISE NOTICE 'not a superuser: lower() and || stay non-leakproof; name and title searches under RLS will scan';
      END IF;
    END $$;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Leaving the marks in place is harmless; other schemas may rely on them.
}
