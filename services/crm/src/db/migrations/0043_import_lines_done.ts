import { type Kysely, sql } from 'kysely';

/**
 * An import's batches may commit side by side and out of order, so its resume point becomes the
 * set of file lines already written (line 1, the header, is never in it) instead of one last line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_imports ADD COLUMN lines_done int4multirange NOT NULL DEFAULT '{}';
    UPDATE contact_imports SET lines_done = int4multirange(int4range(2, last_line, '[]')) WHERE last_line > 1;
    ALTER TABLE contact_imports DROP COLUMN last_line;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_imports ADD COLUMN last_line integer NOT NULL DEFAULT 1;
    -- Back to the lines done without a gap after the header.
    UPDATE contact_imports SET last_line = coalesce((SELECT upper(r) - 1 FROM unnest(lines_done) r WHERE lower(r) = 2), 1);
    ALTER TABLE contact_imports DROP COLUMN lines_done;
  `.execute(db);
}
