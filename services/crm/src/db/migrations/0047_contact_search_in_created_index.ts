import { type Kysely, sql } from 'kysely';

/**
 * A search sorted by creation (the contacts list's default) walks this index newest first until it
 * has a page of matches. With the search text (and the owner, which record visibility checks) in
 * the index, the walk is an index-only scan: a term one contact in 500 matches passes ~25,000
 * entries, and each was a random read of its contact row. The list finds the page's ids first and
 * reads only those rows (contact.repository). The index replaces 0002's, which the plain list
 * walks the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX contacts_created_idx;
    CREATE INDEX contacts_created_idx ON contacts (tenant_id, created_at, id) INCLUDE (owner_id, search_text)
      WHERE deleted_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX contacts_created_idx;
    CREATE INDEX contacts_created_idx ON contacts (tenant_id, created_at, id) WHERE deleted_at IS NULL;
  `.execute(db);
}
