import { type Kysely, sql } from 'kysely';

/**
 * A run's counters are the sums of its batches' (the view bulk_run_progress), no longer kept on
 * the run's row: every finished batch updated that one row, so a bulk run's workers queued on its
 * lock (~7 s of waits per 200,000 contacts). A batch now keeps its size and cost beside its
 * succeeded and failed counts. Runs from before keep their cost on their first finished batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bulk_batches ADD COLUMN size integer, ADD COLUMN cost_usd numeric(14, 6) NOT NULL DEFAULT 0;
    UPDATE bulk_batches SET size = cardinality(contact_ids),
      failed = CASE WHEN status = 'failed' THEN cardinality(contact_ids) ELSE failed END;
    ALTER TABLE bulk_batches ALTER COLUMN size SET NOT NULL;
    UPDATE bulk_batches b SET cost_usd = r.cost_usd
    FROM bulk_runs r
    WHERE b.tenant_id = r.tenant_id AND b.run_id = r.id AND r.cost_usd > 0
      AND b.seq = (SELECT min(seq) FROM bulk_batches f
                   WHERE f.tenant_id = r.tenant_id AND f.run_id = r.id AND f.status = 'done');
    ALTER TABLE bulk_runs DROP COLUMN processed, DROP COLUMN succeeded, DROP COLUMN failed,
      DROP COLUMN credits_spent, DROP COLUMN cost_usd;

    -- security_invoker: the reader's row-level security applies to both tables.
    CREATE VIEW bulk_run_progress WITH (security_invoker = true) AS
    SELECT r.*, c.processed, c.succeeded, c.failed, c.credits_spent, c.cost_usd
    FROM bulk_runs r CROSS JOIN LATERAL (
      SELECT coalesce(sum(b.size) FILTER (WHERE b.status IN ('done', 'failed')), 0)::int AS processed,
        coalesce(sum(b.succeeded), 0)::int AS succeeded,
        coalesce(sum(b.failed), 0)::int AS failed,
        coalesce(sum(b.size) FILTER (WHERE b.charged), 0)::int AS credits_spent,
        coalesce(sum(b.cost_usd), 0)::numeric(14, 6) AS cost_usd
      FROM bulk_batches b WHERE b.tenant_id = r.tenant_id AND b.run_id = r.id
    ) c;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bulk_runs ADD COLUMN processed integer NOT NULL DEFAULT 0,
      ADD COLUMN succeeded integer NOT NULL DEFAULT 0, ADD COLUMN failed integer NOT NULL DEFAULT 0,
      ADD COLUMN cost_usd numeric(14, 6) NOT NULL DEFAULT 0, ADD COLUMN credits_spent integer NOT NULL DEFAULT 0;
    UPDATE bulk_runs r SET processed = p.processed, succeeded = p.succeeded, failed = p.failed,
      cost_usd = p.cost_usd, credits_spent = p.credits_spent
    FROM bulk_run_progress p WHERE p.tenant_id = r.tenant_id AND p.id = r.id;
    DROP VIEW bulk_run_progress;
    ALTER TABLE bulk_batches DROP COLUMN size, DROP COLUMN cost_usd;
  `.execute(db);
}
