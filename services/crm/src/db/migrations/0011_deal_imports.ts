import { type Kysely, sql } from 'kysely';

/**
 * Imports of deals go through the contacts import's table and job: an import has a kind, a
 * deals import the pipeline its stage names are looked up in, and a deal the import that
 * created it (a revert removes exactly those).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE contact_imports
      ADD COLUMN kind text NOT NULL DEFAULT 'contacts' CHECK (kind IN ('contacts', 'deals')),
      ADD COLUMN pipeline_id uuid,
      ADD COLUMN create_contacts boolean NOT NULL DEFAULT false;
    CREATE INDEX contact_imports_kind_recent_idx ON contact_imports (tenant_id, kind, created_at DESC, id);

    ALTER TABLE deals ADD COLUMN import_id uuid;
    CREATE INDEX deals_import_idx ON deals (tenant_id, import_id) WHERE import_id IS NOT NULL AND deleted_at IS NULL;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE deals DROP COLUMN import_id;
    DROP INDEX contact_imports_kind_recent_idx;
    ALTER TABLE contact_imports DROP COLUMN kind, DROP COLUMN pipeline_id, DROP COLUMN create_contacts;
  `)
    .execute(db);
}
