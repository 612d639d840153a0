import { type Kysely, sql } from 'kysely';

/**
 * The deals last updated on a threshold's day are summed beside the running day totals (0024) on
 * every cold analytics read: the update-time index carries what that sum reads, so it reads the
 * index alone instead of a heap page per deal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX deals_updated_covering_idx ON deals (tenant_id, updated_at, id)
      INCLUDE (owner_id, status, probability, value) WHERE deleted_at IS NULL;
    DROP INDEX deals_updated_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX deals_updated_idx ON deals (tenant_id, updated_at, id) WHERE deleted_at IS NULL;
    DROP INDEX deals_updated_covering_idx;
  `.execute(db);
}
