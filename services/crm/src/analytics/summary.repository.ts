import { type DealSummary, thresholds as t } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import { ageDays, closedThisYear, lowRiskListed, segmentCondition as s, wonLast30 } from './deal-facts.sql';

const countValue = (name: string, condition: ReturnType<typeof sql>) => sql`
  count(*) FILTER (WHERE ${condition}) AS ${sql.ref(`${name}_count`)},
  coalesce(sum(value) FILTER (WHERE ${condition}), 0) AS ${sql.ref(`${name}_value`)}`;

const groups = {
  all: sql`true`,
  active: s.active,
  won: s.won,
  lost: s.lost,
  won_ytd: sql`(${s.won} AND ${closedThisYear})`,
  lost_ytd: sql`(${s.lost} AND ${closedThisYear})`,
  hot: s.hot,
  warm: s.warm,
  cold: s.cold,
  high_risk: s['high-risk'],
  medium_risk: s['medium-risk'],
  low_risk: s['low-risk'],
  stuck: s.stuck,
  high_potential: s['high-potential'],
};
type GroupKey = keyof typeof groups;

/** Every figure of the summary in one scan of the tenant's (visible) deals. */
export async function dealSummary(db: Kysely<CrmDb>, viewer: Viewer | null): Promise<DealSummary> {
  const columns = sql.join(Object.entries(groups).map(([name, condition]) => countValue(name, condition)));
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT ${columns},
      coalesce(sum(value::numeric * probability) FILTER (WHERE ${s.active}), 0) AS active_weighted,
      coalesce(avg(probability) FILTER (WHERE ${s.active}), 0) AS active_probability,
      coalesce(avg(${ageDays}) FILTER (WHERE ${s.active}), 0) AS active_age,
      count(*) FILTER (WHERE ${lowRiskListed}) AS low_risk_listed,
      count(*) FILTER (WHERE ${s.recent}) AS recent,
      count(*) FILTER (WHERE ${wonLast30}) AS velocity,
      count(*) FILTER (WHERE value > ${t.largeDealAbove}) AS large,
      count(*) FILTER (WHERE ${s.active} AND ${ageDays} < ${t.ageGreenBelow}) AS age_green,
      count(*) FILTER (WHERE ${s.active} AND ${ageDays} >= ${t.ageGreenBelow} AND ${ageDays} < ${t.ageYellowBelow}) AS age_yellow,
      count(*) FILTER (WHERE ${s.active} AND ${ageDays} >= ${t.ageYellowBelow}) AS age_red,
      avg(actual_close_date - (created_at at time zone 'utc')::date)
        FILTER (WHERE ${s.won} AND actual_close_date IS NOT NULL) AS days_to_close
    FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)}`.execute(db);
  const row = rows[0] ?? {};
  const num = (key: string) => Number(row[key] ?? 0);
  const pair = (name: GroupKey) => ({ count: num(`${name}_count`), value: num(`${name}_value`) });
  const oneDecimal = (key: string) => Math.round(num(key) * 10) / 10;
  return {
    all: pair('all'),
    active: {
      ...pair('active'),
      weighted: Math.round(num('active_weighted') / 100),
      averageProbability: oneDecimal('active_probability'),
      averageAgeDays: oneDecimal('active_age'),
    },
    won: pair('won'),
    lost: pair('lost'),
    wonYtd: pair('won_ytd'),
    lostYtd: pair('lost_ytd'),
    hot: pair('hot'),
    warm: pair('warm'),
    cold: pair('cold'),
    highRisk: pair('high_risk'),
    mediumRisk: pair('medium_risk'),
    lowRisk: pair('low_risk'),
    lowRiskListed: num('low_risk_listed'),
    stuck: pair('stuck'),
    highPotential: pair('high_potential'),
    recent: num('recent'),
    salesVelocity: num('velocity'),
    largeDeals: num('large'),
    ageGreen: num('age_green'),
    ageYellow: num('age_yellow'),
    ageRed: num('age_red'),
    averageDaysToClose:
      row.days_to_close === null || row.days_to_close === undefined ? null : oneDecimal('days_to_close'),
  };
}
