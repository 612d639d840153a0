import { type Kysely, sql } from 'kysely';

/**
 * Imports that say what they did row by row: rows an updating import found already as the file
 * has them (`unchanged`), the file's status values mapped one by one onto contact statuses, and
 * the bad value quoted beside each row error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_imports ADD COLUMN unchanged integer NOT NULL DEFAULT 0;
    ALTER TABLE contact_imports ADD COLUMN status_values jsonb;
    ALTER TABLE contact_import_errors ADD COLUMN value text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_import_errors DROP COLUMN value;
    ALTER TABLE contact_imports DROP COLUMN status_values;
    ALTER TABLE contact_imports DROP COLUMN unchanged;
  `.execute(db);
}
