import { type Kysely, sql } from 'kysely';

/** Each live deal of `source` as one fact, `sign` 1 to add it and -1 to take it away. */
const live = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, owner_id, status, probability, updated_at, created_at, actual_close_date, expected_close_date,
    ${sign} AS n, ${sign} * value AS value, ${sign} * value * probability AS vp, ${sign} * (value > 50000)::int AS large,
    ${sign} * extract(epoch FROM created_at) AS cs,
    ${sign} * coalesce(actual_close_date - (created_at AT TIME ZONE 'utc')::date, 0) AS cd
  FROM ${source} WHERE deleted_at IS NULL`;

/** The facts summed per axis and day (a deal without a close date has no row on that axis). */
const perDay = (facts: string) => `
  SELECT l.tenant_id, a.axis, a.day, l.owner_id, l.status, a.p, sum(l.n) AS n, sum(l.value) AS value,
    sum(l.vp) AS vp, sum(l.large) AS large, sum(l.cs) AS cs, sum(l.cd) AS cd
  FROM (${facts}) l CROSS JOIN LATERAL (VALUES
    ('updated', (l.updated_at AT TIME ZONE 'utc')::date, l.probability),
    ('created', (l.created_at AT TIME ZONE 'utc')::date, NULL),
    ('closed', l.actual_close_date, NULL),
    ('expected', l.expected_close_date, NULL)) a (axis, day, p)
  WHERE a.axis <> 'closed' OR a.day IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6`;

/**
 * The analytics figures' running totals: live deals summed per UTC day on four axes (last
 * update, creation, close date, expected close date), by owner, status and, on the update axis,
 * probability. The rules that count days (idle, age, won in the last 30 days) then read a few
 * thousand rows instead of 200,000 deals; only the deals on a threshold's own day are read one
 * by one. Kept as deal_stage_totals is (0016): one grouped upsert per statement in key order;
 * then the rows it emptied are removed, as every update moves a deal to today's row. `large`
 * counts deals over 50,000 (thresholds.largeDealAbove when this was written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const upsert = (facts: string) => `
    INSERT INTO deal_day_totals AS t
    SELECT * FROM (${perDay(facts)}) d
    WHERE n <> 0 OR value <> 0 OR vp <> 0 OR cs <> 0 OR cd <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, axis, day, owner_id, status, probability) DO UPDATE
      SET deals = t.deals + excluded.deals, value = t.value + excluded.value,
        value_times_probability = t.value_times_probability + excluded.value_times_probability,
        large = t.large + excluded.large, created_seconds = t.created_seconds + excluded.created_seconds,
        close_days = t.close_days + excluded.close_days`;
  await sql`
    CREATE TABLE deal_day_totals (
      tenant_id uuid NOT NULL,
      axis text NOT NULL CHECK (axis IN ('updated', 'created', 'closed', 'expected')),
      day date,
      owner_id uuid,
      status text NOT NULL,
      probability smallint,
      deals integer NOT NULL,
      value bigint NOT NULL,
      value_times_probability bigint NOT NULL,
      large integer NOT NULL,
      created_seconds numeric NOT NULL,
      close_days bigint NOT NULL,
      UNIQUE NULLS NOT DISTINCT (tenant_id, axis, day, owner_id, status, probability)
    );
    ALTER TABLE deal_day_totals ENABLE ROW LEVEL SECURITY;
    ALTER TABLE deal_day_totals FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON deal_day_totals
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    -- The deals on a threshold's day are read by their update time (and the stuck list in its order);
    -- the index carries what their sum reads, so it is read alone instead of a heap page per deal.
    CREATE INDEX deals_updated_covering_idx ON deals (tenant_id, updated_at, id)
      INCLUDE (owner_id, status, probability, value) WHERE deleted_at IS NULL;

    ${sql.raw(upsert(live('deals', 1)))};

    CREATE FUNCTION add_deal_day_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    DECLARE
      emptied tid[];
    BEGIN
      -- The upsert's rows stay locked by this transaction, so their tids hold until it ends.
      EXECUTE format($q$ WITH up AS (%s RETURNING t.ctid, t.deals) SELECT array_agg(ctid) FROM up WHERE deals = 0 $q$,
        CASE TG_OP WHEN 'INSERT' THEN $u$${sql.raw(upsert(live('new_rows', 1)))}$u$
          WHEN 'DELETE' THEN $u$${sql.raw(upsert(live('old_rows', -1)))}$u$
          ELSE $u$${sql.raw(upsert(`${live('new_rows', 1)} UNION ALL ${live('old_rows', -1)}`))}$u$ END)
        INTO emptied;
      IF emptied IS NOT NULL THEN
        DELETE FROM deal_day_totals WHERE ctid = ANY (emptied) AND deals = 0;
      END IF;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deals_day_totals_insert AFTER INSERT ON deals
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_day_totals();
    CREATE TRIGGER deals_day_totals_update AFTER UPDATE ON deals
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_day_totals();
    CREATE TRIGGER deals_day_totals_delete AFTER DELETE ON deals
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_day_totals();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER deals_day_totals_insert ON deals;
    DROP TRIGGER deals_day_totals_update ON deals;
    DROP TRIGGER deals_day_totals_delete ON deals;
    DROP FUNCTION add_deal_day_totals();
    DROP TABLE deal_day_totals;
    DROP INDEX deals_updated_covering_idx;
  `.execute(db);
}
