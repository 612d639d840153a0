import { type Kysely, sql } from 'kysely';

/**
 * The contacts list's sorts by last contact and by company walk indexes on the bare columns
 * instead of the COALESCE expressions 0002 indexed: under row-level security Postgres treats
 * COALESCE as leaky, so a keyset cursor on one was checked row by row after the tenant's rows
 * were read, never as an index condition (every page after the first got slower the deeper it
 * was). NULLS FIRST keeps the order the COALESCEs gave: no last contact (no company) first
 * ascending, last descending; the list steps from the NULLs to the values with a second scan.
 * No column is added, so nothing is rewritten or backfilled: the two index builds are the cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX contacts_last_contact_idx;
    DROP INDEX contacts_company_name_idx;
    CREATE INDEX contacts_last_contact_idx ON contacts (tenant_id, last_contact_at NULLS FIRST, id)
      WHERE deleted_at IS NULL;
    CREATE INDEX contacts_company_name_idx ON contacts (tenant_id, lower(company_name) NULLS FIRST, id)
      WHERE deleted_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX contacts_last_contact_idx;
    DROP INDEX contacts_company_name_idx;
    CREATE INDEX contacts_last_contact_idx ON contacts (tenant_id, coalesce(last_contact_at, '-infinity'), id)
      WHERE deleted_at IS NULL;
    CREATE INDEX contacts_company_name_idx ON contacts (tenant_id, lower(coalesce(company_name, '')), id)
      WHERE deleted_at IS NULL;
  `.execute(db);
}
