import { type DealSummary, thresholds as t } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import { ageAtLeast, closedThisYear, lowRiskListed, segmentCondition as s, wonLast30 } from './deal-facts.sql';

// Each group's condition is evaluated once per row (as a flag in the inner scan, kept apart
// by OFFSET 0), then counted and summed by cheap FILTERs on the flag.
const flag = (name: string, condition: ReturnType<typeof sql>) => sql`${condition} AS ${sql.ref(`is_${name}`)}`;
const countValue = (name: string) => sql`
  count(*) FILTER (WHERE ${sql.ref(`is_${name}`)}) AS ${sql.ref(`${name}_count`)},
  coalesce(sum(value) FILTER (WHERE ${sql.ref(`is_${name}`)}), 0) AS ${sql.ref(`${name}_value`)}`;

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
  const flags = sql.join(Object.entries(groups).map(([name, condition]) => flag(name, condition)));
  const columns = sql.join(Object.keys(groups).map(countValue));
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT ${columns},
      coalesce(sum(value::numeric * probability) FILTER (WHERE is_active), 0) AS active_weighted,
      coalesce(avg(probability) FILTER (WHERE is_active), 0) AS active_probability,
      coalesce(extract(epoch from avg(now() - created_at) FILTER (WHERE is_active)) / 86400, 0) AS active_age,
      count(*) FILTER (WHERE ${lowRiskListed}) AS low_risk_listed,
      count(*) FILTER (WHERE ${s.recent}) AS recent,
      count(*) FILTER (WHERE ${wonLast30}) AS velocity,
      count(*) FILTER (WHERE value > ${t.largeDealAbove}) AS large,
      count(*) FILTER (WHERE is_active AND NOT ${ageAtLeast(t.ageGreenBelow)}) AS age_green,
      count(*) FILTER (WHERE is_active AND ${ageAtLeast(t.ageGreenBelow)} AND NOT ${ageAtLeast(t.ageYellowBelow)}) AS age_yellow,
      count(*) FILTER (WHERE is_active AND ${ageAtLeast(t.ageYellowBelow)}) AS age_red,
      avg(actual_close_date - (created_at at time zone 'utc')::date)
        FILTER (WHERE is_won AND actual_close_date IS NOT NULL) AS days_to_close
    FROM (
      SELECT value, probability, status, created_at, updated_at, actual_close_date, ${flags} FROM deals WHERE deleted_at IS NULL AND ${visibleTo(viewer)} OFFSET 0
    ) deals`.execute(db);
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
