import { type Kysely, sql } from 'kysely';

/**
 * deal_stage_totals' trigger (0016) named its columns only in the branch for new rows, so a
 * statement with old rows alone (a hard DELETE, as a purge or a test clean-up runs) failed with
 * `column "n" does not exist`. Both branches now name them. No down: 0016's version was broken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION add_deal_stage_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    DECLARE
      live_new text := 'SELECT tenant_id, pipeline_id, stage_id, owner_id, 1 AS n, value, value * probability AS vp
        FROM new_rows WHERE deleted_at IS NULL';
      live_old text := 'SELECT tenant_id, pipeline_id, stage_id, owner_id, -1 AS n, -value AS value,
        -value * probability AS vp FROM old_rows WHERE deleted_at IS NULL';
    BEGIN
      EXECUTE format($q$
        INSERT INTO deal_stage_totals AS t
        SELECT tenant_id, pipeline_id, stage_id, owner_id, sum(n), sum(value), sum(vp)
        FROM (%s) changes
        GROUP BY 1, 2, 3, 4
        HAVING sum(n) <> 0 OR sum(value) <> 0 OR sum(vp) <> 0
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (tenant_id, pipeline_id, stage_id, owner_id) DO UPDATE
          SET deals = t.deals + excluded.deals, value = t.value + excluded.value,
            value_times_probability = t.value_times_probability + excluded.value_times_probability
      $q$, CASE TG_OP WHEN 'INSERT' THEN live_new WHEN 'DELETE' THEN live_old
        ELSE live_new || ' UNION ALL ' || live_old END);
      RETURN NULL;
    END
    $f$;
  `.execute(db);
}
