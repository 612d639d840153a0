import type pg from 'pg';

/** Pairs of (kept running totals, the same figures computed again from the deals and their stage history). */
const pairs = {
  // 0016: live deals per pipeline, stage and owner (the board's totals).
  stageTotals: [
    `SELECT tenant_id, pipeline_id, stage_id, owner_id, deals, value, value_times_probability FROM crm.deal_stage_totals
     WHERE tenant_id = $1 AND (deals <> 0 OR value <> 0 OR value_times_probability <> 0)`,
    `SELECT tenant_id, pipeline_id, stage_id, owner_id, count(*)::int, sum(value), sum(value * probability)
     FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL GROUP BY 1, 2, 3, 4`,
  ],
  // 0024: live deals per axis and UTC day, owner, status and (on the update axis) probability.
  dayTotals: [
    `SELECT tenant_id, axis, day, owner_id, status, probability, deals, value, value_times_probability, large,
       created_seconds, close_days FROM crm.deal_day_totals WHERE tenant_id = $1`,
    `SELECT l.tenant_id, a.axis, a.day, l.owner_id, l.status, a.p, count(*)::int, sum(l.value), sum(l.value * l.probability),
       count(*) FILTER (WHERE l.value > 50000)::int, sum(extract(epoch FROM l.created_at)),
       sum(coalesce(l.actual_close_date - (l.created_at AT TIME ZONE 'utc')::date, 0))
     FROM crm.deals l CROSS JOIN LATERAL (VALUES
       ('updated', (l.updated_at AT TIME ZONE 'utc')::date, l.probability), ('created', (l.created_at AT TIME ZONE 'utc')::date, NULL),
       ('closed', l.actual_close_date, NULL), ('expected', l.expected_close_date, NULL)) a (axis, day, p)
     WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND (a.axis <> 'closed' OR a.day IS NOT NULL)
     GROUP BY 1, 2, 3, 4, 5, 6`,
  ],
  // 0033: live lost deals per pipeline, owner and set of stages reached.
  lostReach: [
    'SELECT tenant_id, pipeline_id, owner_id, reached, deals FROM crm.lost_reach_totals WHERE tenant_id = $1 AND deals <> 0',
    `SELECT d.tenant_id, d.pipeline_id, d.owner_id, h.reached, count(*)::int
     FROM crm.deals d JOIN (
       SELECT deal_id, array_agg(DISTINCT to_stage_id ORDER BY to_stage_id) AS reached
       FROM crm.deal_stage_changes WHERE tenant_id = $1 GROUP BY 1
     ) h ON h.deal_id = d.id
     WHERE d.tenant_id = $1 AND d.deleted_at IS NULL AND d.status = 'lost' GROUP BY 1, 2, 3, 4`,
  ],
  // 0033: per stage a live deal left, how many times and the days spent there.
  stageSpans: [
    'SELECT tenant_id, pipeline_id, owner_id, stage_id, spans, days FROM crm.stage_span_totals WHERE tenant_id = $1 AND spans <> 0',
    `SELECT d.tenant_id, d.pipeline_id, d.owner_id, s.stage_id, count(*)::bigint,
       sum(extract(epoch FROM (s.left_at - s.changed_at)) / 86400)
     FROM crm.deals d JOIN (
       SELECT deal_id, to_stage_id AS stage_id, changed_at,
         lead(changed_at) OVER (PARTITION BY deal_id ORDER BY changed_at) AS left_at
       FROM crm.deal_stage_changes WHERE tenant_id = $1
     ) s ON s.deal_id = d.id
     WHERE d.tenant_id = $1 AND d.deleted_at IS NULL AND s.left_at IS NOT NULL GROUP BY 1, 2, 3, 4`,
  ],
  // 0034: each contact's live won and lost deals and won value.
  contactOutcomes: [
    `SELECT tenant_id, contact_id, won, lost, won_value FROM crm.contact_outcome_totals
     WHERE tenant_id = $1 AND (won <> 0 OR lost <> 0 OR won_value <> 0)`,
    `SELECT tenant_id, contact_id, count(*) FILTER (WHERE status = 'won')::int, count(*) FILTER (WHERE status = 'lost')::int,
       coalesce(sum(value) FILTER (WHERE status = 'won'), 0)
     FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL AND contact_id IS NOT NULL AND status IN ('won', 'lost')
     GROUP BY 1, 2`,
  ],
};

/** The rows of the deal running totals that differ from the deals and their history, either way, by table. */
export async function historyTotalsDifferences(db: pg.Client, tenantId: string) {
  const differences: Record<string, unknown[]> = {};
  for (const [name, [kept, recomputed]] of Object.entries(pairs)) {
    const { rows } = await db.query(`(${kept} EXCEPT ${recomputed}) UNION ALL (${recomputed} EXCEPT ${kept})`, [
      tenantId,
    ]);
    if (rows.length) differences[name] = rows;
  }
  return differences;
}
