import { type Kysely, sql } from 'kysely';

/**
 * The kanban board's per-stage count, sum and weighted sum, kept as running totals per stage and
 * owner so a board over 200,000 deals reads a few rows instead of aggregating every deal. Rows
 * per owner let record visibility (a condition on owner_id) apply to the totals unchanged.
 * Statement-level triggers add each statement's grouped deltas in key order (one upsert per
 * statement, no deadlock between two statements touching the same stages). The function keeps
 * this schema as its search path, so writes from a connection with another path work too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deal_stage_totals (
      tenant_id uuid NOT NULL,
      pipeline_id uuid NOT NULL,
      stage_id uuid NOT NULL,
      owner_id uuid,
      deals integer NOT NULL,
      value bigint NOT NULL,
      value_times_probability bigint NOT NULL,
      UNIQUE NULLS NOT DISTINCT (tenant_id, pipeline_id, stage_id, owner_id)
    );
    ALTER TABLE deal_stage_totals ENABLE ROW LEVEL SECURITY;
    ALTER TABLE deal_stage_totals FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON deal_stage_totals
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    INSERT INTO deal_stage_totals
    SELECT tenant_id, pipeline_id, stage_id, owner_id, count(*), sum(value), sum(value * probability)
    FROM deals WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;

    CREATE FUNCTION add_deal_stage_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    DECLARE
      live_new text := 'SELECT tenant_id, pipeline_id, stage_id, owner_id, 1 AS n, value, value * probability AS vp
        FROM new_rows WHERE deleted_at IS NULL';
      live_old text := 'SELECT tenant_id, pipeline_id, stage_id, owner_id, -1, -value, -value * probability
        FROM old_rows WHERE deleted_at IS NULL';
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
    CREATE TRIGGER deals_stage_totals_insert AFTER INSERT ON deals
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_stage_totals();
    CREATE TRIGGER deals_stage_totals_update AFTER UPDATE ON deals
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_stage_totals();
    CREATE TRIGGER deals_stage_totals_delete AFTER DELETE ON deals
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_stage_totals();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER deals_stage_totals_insert ON deals;
    DROP TRIGGER deals_stage_totals_update ON deals;
    DROP TRIGGER deals_stage_totals_delete ON deals;
    DROP FUNCTION add_deal_stage_totals();
    DROP TABLE deal_stage_totals;
  `.execute(db);
}
