import { type Kysely, sql } from 'kysely';

/**
 * The path of each deal with history in `changes` (all of it, or a transition table naming the
 * deals to read again): its filtered columns, the stages it reached (distinct, sorted) and, per
 * stage it left, how many times and the days it spent there, summed as the screens average them
 * (from one change to the next).
 */
const paths = (changes?: string) => {
  const of = changes ? `(c.tenant_id, c.deal_id) IN (SELECT tenant_id, deal_id FROM ${changes})` : 'true';
  return `
  SELECT d.tenant_id, d.id, d.pipeline_id, d.owner_id, d.status, d.deleted_at IS NULL, h.reached,
    coalesce(s.stages, '{}'), coalesce(s.spans, '{}'), coalesce(s.days, '{}')
  FROM deals d
  JOIN (
    SELECT c.tenant_id, c.deal_id, array_agg(DISTINCT c.to_stage_id ORDER BY c.to_stage_id) AS reached
    FROM deal_stage_changes c WHERE ${of} GROUP BY 1, 2
  ) h ON h.tenant_id = d.tenant_id AND h.deal_id = d.id
  LEFT JOIN (
    SELECT tenant_id, deal_id, array_agg(stage_id ORDER BY stage_id) AS stages, array_agg(spans ORDER BY stage_id) AS spans,
      array_agg(days ORDER BY stage_id) AS days
    FROM (
      SELECT tenant_id, deal_id, stage_id, count(*)::int AS spans,
        sum(extract(epoch from (left_at - changed_at)) / 86400) AS days
      FROM (
        SELECT c.tenant_id, c.deal_id, c.to_stage_id AS stage_id, c.changed_at,
          lead(c.changed_at) OVER (PARTITION BY c.deal_id ORDER BY c.changed_at) AS left_at
        FROM deal_stage_changes c WHERE ${of}
      ) spans
      WHERE left_at IS NOT NULL
      GROUP BY 1, 2, 3
    ) per_stage
    GROUP BY 1, 2
  ) s ON s.tenant_id = d.tenant_id AND s.deal_id = d.id`;
};

/** A path row's facts, `sign` 1 to add it and -1 to take it away: lost deals per set of stages reached, and spans per stage. */
const lostFacts = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, pipeline_id, owner_id, reached, ${sign} AS n FROM ${source} WHERE live AND status = 'lost'`;
const spanFacts = (source: string, sign: 1 | -1) => `
  SELECT p.tenant_id, p.pipeline_id, p.owner_id, u.stage_id, ${sign} * u.spans AS spans, ${sign} * u.days AS days
  FROM ${source} p CROSS JOIN LATERAL unnest(p.span_stages, p.span_counts, p.span_days) u (stage_id, spans, days)
  WHERE p.live`;

const addLost = (facts: string) => `
  INSERT INTO lost_reach_totals AS t
  SELECT tenant_id, pipeline_id, owner_id, reached, sum(n) FROM (${facts}) f
  GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, pipeline_id, owner_id, reached) DO UPDATE SET deals = t.deals + excluded.deals`;
const addSpans = (facts: string) => `
  INSERT INTO stage_span_totals AS t
  SELECT tenant_id, pipeline_id, owner_id, stage_id, sum(spans), sum(days) FROM (${facts}) f
  GROUP BY 1, 2, 3, 4 HAVING sum(spans) <> 0 OR sum(days) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, pipeline_id, owner_id, stage_id) DO UPDATE
    SET spans = t.spans + excluded.spans, days = t.days + excluded.days`;
const both = (source: string, sign: 1 | -1) => ({ lost: lostFacts(source, sign), spans: spanFacts(source, sign) });
const newRows = both('new_rows', 1);
const oldRows = both('old_rows', -1);

const tenantPolicy = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * The stage funnel's "furthest stage reached" by lost deals and the average days per stage read
 * the whole stage history of 200,000 deals; these are their running totals. deal_stage_paths
 * holds each deal's history in short (the stages reached, the spans per stage) beside the deal
 * columns the screens filter on; triggers on the history and on the deals keep it, whichever of
 * the two a statement writes first, and its own triggers keep the totals: live lost deals per
 * set of stages reached (the furthest open stage is read from the set, so a stage moved or
 * re-kinded later still counts as the history query counts it) and spans per stage. Rows that
 * reach zero are kept: their keys are few (owners × pipelines × stage sets) and reads skip them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deal_stage_paths (
      tenant_id uuid NOT NULL,
      deal_id uuid NOT NULL,
      pipeline_id uuid NOT NULL,
      owner_id uuid,
      status text NOT NULL,
      live boolean NOT NULL,
      reached uuid[] NOT NULL,
      span_stages uuid[] NOT NULL,
      span_counts integer[] NOT NULL,
      span_days numeric[] NOT NULL,
      PRIMARY KEY (tenant_id, deal_id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id) ON DELETE CASCADE
    );
    CREATE TABLE lost_reach_totals (
      tenant_id uuid NOT NULL,
      pipeline_id uuid NOT NULL,
      owner_id uuid,
      reached uuid[] NOT NULL,
      deals integer NOT NULL,
      UNIQUE NULLS NOT DISTINCT (tenant_id, pipeline_id, owner_id, reached)
    );
    CREATE TABLE stage_span_totals (
      tenant_id uuid NOT NULL,
      pipeline_id uuid NOT NULL,
      owner_id uuid,
      stage_id uuid NOT NULL,
      spans bigint NOT NULL,
      days numeric NOT NULL,
      UNIQUE NULLS NOT DISTINCT (tenant_id, pipeline_id, owner_id, stage_id)
    );
    ${sql.raw(tenantPolicy('deal_stage_paths'))}
    ${sql.raw(tenantPolicy('lost_reach_totals'))}
    ${sql.raw(tenantPolicy('stage_span_totals'))}

    INSERT INTO deal_stage_paths ${sql.raw(paths())};
    ${sql.raw(addLost(lostFacts('deal_stage_paths', 1)))};
    ${sql.raw(addSpans(spanFacts('deal_stage_paths', 1)))};

    CREATE FUNCTION add_stage_path_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(addLost(newRows.lost))};
        ${sql.raw(addSpans(newRows.spans))};
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(addLost(oldRows.lost))};
        ${sql.raw(addSpans(oldRows.spans))};
      ELSE
        ${sql.raw(addLost(`${newRows.lost} UNION ALL ${oldRows.lost}`))};
        ${sql.raw(addSpans(`${newRows.spans} UNION ALL ${oldRows.spans}`))};
      END IF;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deal_stage_paths_totals_insert AFTER INSERT ON deal_stage_paths
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_stage_path_totals();
    CREATE TRIGGER deal_stage_paths_totals_update AFTER UPDATE ON deal_stage_paths
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_stage_path_totals();
    CREATE TRIGGER deal_stage_paths_totals_delete AFTER DELETE ON deal_stage_paths
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_stage_path_totals();

    -- A deal's history written or removed: its path is read again from the history (a few rows per deal).
    CREATE FUNCTION refresh_deal_stage_paths() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO deal_stage_paths AS p ${sql.raw(paths('new_rows'))}
        ORDER BY 1, 2
        ON CONFLICT (tenant_id, deal_id) DO UPDATE SET pipeline_id = excluded.pipeline_id, owner_id = excluded.owner_id,
          status = excluded.status, live = excluded.live, reached = excluded.reached, span_stages = excluded.span_stages,
          span_counts = excluded.span_counts, span_days = excluded.span_days;
      ELSE
        DELETE FROM deal_stage_paths p WHERE (p.tenant_id, p.deal_id) IN (SELECT tenant_id, deal_id FROM old_rows)
          AND NOT EXISTS (SELECT 1 FROM deal_stage_changes c WHERE c.tenant_id = p.tenant_id AND c.deal_id = p.deal_id);
        UPDATE deal_stage_paths p SET reached = f.reached, span_stages = f.span_stages, span_counts = f.span_counts,
          span_days = f.span_days
        FROM (${sql.raw(paths('old_rows'))}) f (tenant_id, deal_id, pipeline_id, owner_id, status, live, reached,
          span_stages, span_counts, span_days)
        WHERE p.tenant_id = f.tenant_id AND p.deal_id = f.deal_id;
      END IF;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deal_stage_changes_paths_insert AFTER INSERT ON deal_stage_changes
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_deal_stage_paths();
    CREATE TRIGGER deal_stage_changes_paths_delete AFTER DELETE ON deal_stage_changes
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_deal_stage_paths();

    -- A deal's own columns that the screens filter on, copied to its path when they change.
    CREATE FUNCTION follow_deal_stage_paths() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      UPDATE deal_stage_paths p SET pipeline_id = n.pipeline_id, owner_id = n.owner_id, status = n.status,
        live = n.deleted_at IS NULL
      FROM new_rows n
      WHERE p.tenant_id = n.tenant_id AND p.deal_id = n.id
        AND (p.pipeline_id, p.owner_id, p.status, p.live) IS DISTINCT FROM (n.pipeline_id, n.owner_id, n.status, n.deleted_at IS NULL);
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deals_stage_paths_update AFTER UPDATE ON deals
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_deal_stage_paths();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER deals_stage_paths_update ON deals;
    DROP TRIGGER deal_stage_changes_paths_insert ON deal_stage_changes;
    DROP TRIGGER deal_stage_changes_paths_delete ON deal_stage_changes;
    DROP FUNCTION follow_deal_stage_paths();
    DROP FUNCTION refresh_deal_stage_paths();
    DROP TABLE deal_stage_paths;
    DROP FUNCTION add_stage_path_totals();
    DROP TABLE lost_reach_totals;
    DROP TABLE stage_span_totals;
  `.execute(db);
}
