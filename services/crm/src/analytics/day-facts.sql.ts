import { thresholds as t } from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import { ageCutoffDays, idleCutoffDays } from './deal-facts.sql';

export type Axis = 'updated' | 'created' | 'closed' | 'expected';

/** The deals table's column each axis of deal_day_totals (0024) counts days of. */
const columnOf = {
  updated: 'updated_at',
  created: 'created_at',
  closed: 'actual_close_date',
  expected: 'expected_close_date',
} as const;
const typeOf = { updated: 'timestamptz', created: 'timestamptz', closed: 'date', expected: 'date' } as const;
const cutoffsOf: Partial<Record<Axis, number[]>> = { updated: idleCutoffDays, created: ageCutoffDays };

/** Each axis column, `own(column)` on the relation's axis and a typed NULL on the others. */
const columns = (axis: Axis, own: (column: string) => ReturnType<typeof sql>) =>
  sql.join(
    (Object.keys(columnOf) as Axis[]).map((a) =>
      a === axis
        ? sql`${own(columnOf[a])} AS ${sql.ref(columnOf[a])}`
        : sql`NULL::${sql.raw(typeOf[a])} AS ${sql.ref(columnOf[a])}`,
    ),
  );

/**
 * The viewer's live deals as weighted facts on one axis, with the deals table's column names, so
 * that the rules of deal-facts.sql apply unchanged to the relation aliased `deals` (summing `n` and
 * `value` instead of counting rows). A day's running total stands at the day's start, which is on
 * the same side of every cutoff as its deals are, except on the day a cutoff falls: there each
 * deal is its own fact at its own instant. Only the axis's own column is set; `cs` (creation
 * seconds) is summed on the creation axis and `cd` (days to close) on the close axis only, so that
 * the deals of the update axis are read from its covering index (0024).
 */
export function dayFacts(viewer: Viewer | null, axis: Axis) {
  const cutoffs = [...new Set(cutoffsOf[axis] ?? [])];
  const cutoffDay = (d: number) => sql`((now() - make_interval(days => ${d}::int)) AT TIME ZONE 'utc')::date`;
  const start = (day: RawBuilder<unknown>) => sql`((${day})::timestamp AT TIME ZONE 'utc')`;
  const totals = sql`
    SELECT status, probability, deals AS n, value, value_times_probability AS vp, large,
      created_seconds AS cs, close_days AS cd, ${columns(axis, () => (typeOf[axis] === 'date' ? sql`day` : start(sql`day`)))}
    FROM deal_day_totals WHERE axis = ${axis} AND ${visibleTo(viewer)}
      ${cutoffs.length ? sql`AND day <> ALL (ARRAY[${sql.join(cutoffs.map(cutoffDay))}])` : sql``}`;
  if (!cutoffs.length) return totals;
  const column = sql.ref(`deals.${columnOf[axis]}`);
  // One range per cutoff day, so that each is an index range scan.
  const onCutoffDays = sql.join(
    cutoffs.map((d) => sql`(${column} >= ${start(cutoffDay(d))} AND ${column} < ${start(sql`${cutoffDay(d)} + 1`)})`),
    sql` OR `,
  );
  return sql`${totals}
    UNION ALL
    SELECT deals.status, deals.probability, 1, deals.value, deals.value * deals.probability,
      (deals.value > ${t.largeDealAbove})::int, ${axis === 'created' ? sql`extract(epoch FROM deals.created_at)` : sql`0`}, 0,
      ${columns(axis, (c) => sql.ref(`deals.${c}`))}
    FROM deals WHERE deals.deleted_at IS NULL AND (${onCutoffDays}) AND ${visibleTo(viewer)}`;
}
