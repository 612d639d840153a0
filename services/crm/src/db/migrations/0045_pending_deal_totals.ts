import { type Kysely, sql } from 'kysely';

/** A running-totals table: its key (tenant first, as its unique constraint) and its summed columns with their types. */
interface Totals {
  name: string;
  keys: string[];
  sums: Record<string, string>;
  /** The rows a change empties are removed (0024's day totals); others keep their zeros. */
  dropEmptied?: boolean;
}

const stageTotals: Totals = {
  name: 'deal_stage_totals',
  keys: ['tenant_id', 'pipeline_id', 'stage_id', 'owner_id'],
  sums: { deals: 'integer', value: 'bigint', value_times_probability: 'bigint' },
};
const dayTotals: Totals = {
  name: 'deal_day_totals',
  keys: ['tenant_id', 'axis', 'day', 'owner_id', 'status', 'probability'],
  sums: {
    deals: 'integer',
    value: 'bigint',
    value_times_probability: 'bigint',
    large: 'integer',
    created_seconds: 'numeric',
    close_days: 'bigint',
  },
  dropEmptied: true,
};
const lostTotals: Totals = {
  name: 'lost_reach_totals',
  keys: ['tenant_id', 'pipeline_id', 'owner_id', 'reached'],
  sums: { deals: 'integer' },
};
const spanTotals: Totals = {
  name: 'stage_span_totals',
  keys: ['tenant_id', 'pipeline_id', 'owner_id', 'stage_id'],
  sums: { spans: 'bigint', days: 'numeric' },
};
const all = [stageTotals, dayTotals, lostTotals, spanTotals];

const columnsOf = (t: Totals) => [...t.keys, ...Object.keys(t.sums)].join(', ');
const keysOf = (t: Totals) => t.keys.join(', ');

/** `facts` (key columns then summed columns, in `t`'s order) summed per key, without the keys they leave unchanged. */
const grouped = (t: Totals, facts: string) => {
  const sums = Object.entries(t.sums);
  return `SELECT ${keysOf(t)}, ${sums.map(([c, type]) => `sum(${c})::${type}`).join(', ')}
    FROM (${facts}) f (${columnsOf(t)})
    GROUP BY ${keysOf(t)} HAVING ${sums.map(([c]) => `sum(${c}) <> 0`).join(' OR ')}`;
};

/**
 * The statement's `facts` added to `t`. Only one transaction per tenant and table at a time (a
 * transaction-level advisory lock, tried, never waited for) adds to the folded rows, together with
 * every pending delta it can see, deleted in the same statement; the others append their deltas
 * to the pending table, which locks nothing another writer needs. Without the lock the folded
 * rows would stay locked by each writer until its commit and serialise every concurrent move.
 * `direct` adds to the one table as before this migration (its down).
 */
function add(t: Totals, facts: string, direct = false) {
  const target = direct ? t.name : `${t.name}_folded`;
  const upsert = (source: string) => `
    INSERT INTO ${target} AS t ${grouped(t, source)} ORDER BY ${keysOf(t)}
    ON CONFLICT (${keysOf(t)}) DO UPDATE
      SET ${Object.keys(t.sums)
        .map((c) => `${c} = t.${c} + excluded.${c}`)
        .join(', ')}`;
  const pending = `pending AS (
      DELETE FROM ${t.name}_pending WHERE tenant_id = current_setting('app.tenant_id')::uuid RETURNING ${columnsOf(t)})`;
  const withPending = direct ? '' : `WITH ${pending}`;
  const source = direct ? facts : `${facts} UNION ALL SELECT ${columnsOf(t)} FROM pending`;
  // As 0024: the rows stay locked by this transaction, so their tids hold until it ends.
  const fold = t.dropEmptied
    ? `${withPending ? `${withPending}, ` : 'WITH '}up AS (${upsert(source)} RETURNING t.ctid, t.deals)
        SELECT array_agg(ctid) INTO emptied FROM up WHERE deals = 0;
      IF emptied IS NOT NULL THEN
        DELETE FROM ${target} WHERE ctid = ANY (emptied) AND deals = 0;
      END IF`
    : `${withPending} ${upsert(source)}`;
  if (direct) return `${fold};`;
  return `
    IF may_fold_totals('${t.name}') THEN
      ${fold};
    ELSE
      INSERT INTO ${t.name}_pending ${grouped(t, facts)};
    END IF;`;
}

/** A trigger function adding each statement's facts (its new rows added, its old rows taken away) to `totals`. */
const triggerFunction = (
  name: string,
  totals: [Totals, (source: string, sign: 1 | -1) => string][],
  direct: boolean,
) => `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
  DECLARE
    emptied tid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${totals.map(([t, facts]) => add(t, facts('new_rows', 1), direct)).join('\n')}
    ELSIF TG_OP = 'DELETE' THEN
      ${totals.map(([t, facts]) => add(t, facts('old_rows', -1), direct)).join('\n')}
    ELSE
      ${totals.map(([t, facts]) => add(t, `${facts('new_rows', 1)} UNION ALL ${facts('old_rows', -1)}`, direct)).join('\n')}
    END IF;
    RETURN NULL;
  END
  $f$;`;

// The facts of 0016 (as 0023 fixed it), 0024 and 0033, unchanged.
const stageFacts = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, pipeline_id, stage_id, owner_id, ${sign}, ${sign} * value, ${sign} * value * probability
  FROM ${source} WHERE deleted_at IS NULL`;
const dayFacts = (source: string, sign: 1 | -1) => `
  SELECT l.tenant_id, a.axis, a.day, l.owner_id, l.status, a.p, l.n, l.value, l.vp, l.large, l.cs, l.cd
  FROM (
    SELECT tenant_id, owner_id, status, probability, updated_at, created_at, actual_close_date, expected_close_date,
      ${sign} AS n, ${sign} * value AS value, ${sign} * value * probability AS vp, ${sign} * (value > 50000)::int AS large,
      ${sign} * extract(epoch FROM created_at) AS cs,
      ${sign} * coalesce(actual_close_date - (created_at AT TIME ZONE 'utc')::date, 0) AS cd
    FROM ${source} WHERE deleted_at IS NULL
  ) l CROSS JOIN LATERAL (VALUES
    ('updated', (l.updated_at AT TIME ZONE 'utc')::date, l.probability),
    ('created', (l.created_at AT TIME ZONE 'utc')::date, NULL),
    ('closed', l.actual_close_date, NULL),
    ('expected', l.expected_close_date, NULL)) a (axis, day, p)
  WHERE a.axis <> 'closed' OR a.day IS NOT NULL`;
const lostFacts = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, pipeline_id, owner_id, reached, ${sign} FROM ${source} WHERE live AND status = 'lost'`;
const spanFacts = (source: string, sign: 1 | -1) => `
  SELECT p.tenant_id, p.pipeline_id, p.owner_id, u.stage_id, ${sign} * u.spans, ${sign} * u.days
  FROM ${source} p CROSS JOIN LATERAL unnest(p.span_stages, p.span_counts, p.span_days) u (stage_id, spans, days)
  WHERE p.live`;

const triggerFunctions = (direct: boolean) =>
  [
    triggerFunction('add_deal_stage_totals', [[stageTotals, stageFacts]], direct),
    triggerFunction('add_deal_day_totals', [[dayTotals, dayFacts]], direct),
    triggerFunction(
      'add_stage_path_totals',
      [
        [lostTotals, lostFacts],
        [spanTotals, spanFacts],
      ],
      direct,
    ),
  ].join('\n');

/** The folded rows keep the table's rows; beside them a pending table and, under the table's name, their sum per key. */
const split = (t: Totals) => {
  const sums = Object.entries(t.sums)
    .map(([c, type]) => `sum(${c})::${type} AS ${c}`)
    .join(', ');
  return `
    ALTER TABLE ${t.name} RENAME TO ${t.name}_folded;
    CREATE TABLE ${t.name}_pending (LIKE ${t.name}_folded);
    CREATE INDEX ${t.name}_pending_idx ON ${t.name}_pending (${keysOf(t)});
    ALTER TABLE ${t.name}_pending ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${t.name}_pending FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${t.name}_pending
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    -- security_invoker: the reader's row-level security applies to both tables, not the view owner's.
    CREATE VIEW ${t.name} WITH (security_invoker = true) AS
      SELECT ${keysOf(t)}, ${sums}
      FROM (SELECT ${columnsOf(t)} FROM ${t.name}_folded UNION ALL SELECT ${columnsOf(t)} FROM ${t.name}_pending) t
      GROUP BY ${keysOf(t)}${t.dropEmptied ? ' HAVING sum(deals) <> 0' : ''};`;
};

/**
 * Stage moves at 20 concurrent clients waited on the running totals of 0016, 0024 and 0033: every
 * move added to the same few rows (a stage and owner, today's update-day row, a stage's spans)
 * and held them locked until its commit. Each table now keeps its rows "folded" and takes
 * concurrent writers' deltas as pending rows, folded in by the next writer of the tenant that
 * finds the table free (see `add`). Readers keep reading the table's name, now a view of the sum
 * per key of both: one snapshot sees a delta either pending or folded, never both or neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION may_fold_totals(totals text) RETURNS boolean LANGUAGE sql VOLATILE AS $f$
      SELECT CASE WHEN tenant IS NULL THEN false ELSE pg_try_advisory_xact_lock(hashtext(totals), hashtext(tenant)) END
      FROM (SELECT NULLIF(current_setting('app.tenant_id', true), '') AS tenant) s
    $f$;
    ${sql.raw(all.map(split).join('\n'))}
    ${sql.raw(triggerFunctions(false))}
  `.execute(db);
}

/** Back to one table each: the pending deltas folded in, and triggers that add to the rows directly (0016, 0024, 0033). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const merge = (t: Totals) => `
    DROP VIEW ${t.name};
    WITH pending AS (DELETE FROM ${t.name}_pending RETURNING ${columnsOf(t)})
    INSERT INTO ${t.name}_folded AS t ${grouped(t, `SELECT ${columnsOf(t)} FROM pending`)} ORDER BY ${keysOf(t)}
    ON CONFLICT (${keysOf(t)}) DO UPDATE
      SET ${Object.keys(t.sums)
        .map((c) => `${c} = t.${c} + excluded.${c}`)
        .join(', ')};
    ${t.dropEmptied ? `DELETE FROM ${t.name}_folded WHERE deals = 0;` : ''}
    DROP TABLE ${t.name}_pending;
    ALTER TABLE ${t.name}_folded RENAME TO ${t.name};`;
  await sql`
    ${sql.raw(all.map(merge).join('\n'))}
    ${sql.raw(triggerFunctions(true))}
    DROP FUNCTION may_fold_totals(text);
  `.execute(db);
}
