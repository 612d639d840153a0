import { type Kysely, sql } from 'kysely';

/**
 * An import's contacts in id order (the pages auto-scoring reads after an import): the import
 * index gains the id, so a page is an index range instead of a sort of the whole import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX contacts_import_id_idx ON contacts (tenant_id, import_id, id)
      WHERE import_id IS NOT NULL AND deleted_at IS NULL;
    DROP INDEX contacts_import_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX contacts_import_idx ON contacts (tenant_id, import_id) WHERE import_id IS NOT NULL AND deleted_at IS NULL;
    DROP INDEX contacts_import_id_idx;
  `.execute(db);
}
