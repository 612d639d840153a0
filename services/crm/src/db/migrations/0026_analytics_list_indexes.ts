import { type Kysely, sql } from 'kysely';

/**
 * Indexes in the order the analytics screens read: the recent wins and losses (latest close
 * first, then biggest), and each deal's stage history (the funnel's "furthest stage reached"),
 * the history index carrying the stage so it is read alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX deals_closed_idx ON deals (tenant_id, status, actual_close_date DESC NULLS LAST, value DESC, id DESC)
      WHERE deleted_at IS NULL;
    CREATE INDEX deal_stage_changes_deal_stage_idx ON deal_stage_changes (tenant_id, deal_id, changed_at) INCLUDE (to_stage_id);
    DROP INDEX deal_stage_changes_deal_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX deal_stage_changes_deal_idx ON deal_stage_changes (tenant_id, deal_id, changed_at);
    DROP INDEX deal_stage_changes_deal_stage_idx;
    DROP INDEX deals_closed_idx;
  `.execute(db);
}
