import type { DealSummary } from '@smartcrm/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { Viewer } from '../visibility/visibility.repository';
import { dayFacts } from './day-facts.sql';
import { ageTone, closedThisYear, lowRiskListed, segmentCondition as s, wonLast30 } from './deal-facts.sql';

const counted = (name: string, condition: RawBuilder<SqlBool>) =>
  sql`coalesce(sum(n) FILTER (WHERE ${condition}), 0) AS ${sql.ref(name)}`;
const sumOf = (name: string, condition: RawBuilder<SqlBool>) => sql`
  ${counted(`${name}_count`, condition)},
  coalesce(sum(value) FILTER (WHERE ${condition}), 0) AS ${sql.ref(`${name}_value`)}`;

// The rules that read a deal's probability and idle days, per last-update day.
const byUpdate = {
  all: sql<SqlBool>`true`,
  active: s.active,
  won: s.won,
  lost: s.lost,
  hot: s.hot,
  warm: s.warm,
  cold: s.cold,
  high_risk: s['high-risk'],
  medium_risk: s['medium-risk'],
  low_risk: s['low-risk'],
  stuck: s.stuck,
  high_potential: s['high-potential'],
};
const byClose = {
  won_ytd: sql<SqlBool>`(${s.won} AND ${closedThisYear})`,
  lost_ytd: sql<SqlBool>`(${s.lost} AND ${closedThisYear})`,
};
type GroupKey = keyof typeof byUpdate | keyof typeof byClose;

/**
 * Every figure of the summary from the running day totals (0024): the probability and idle rules
 * on the last-update axis, the age rules on the creation axis, the close-date rules on the close
 * axis, one statement.
 */
export async function dealSummary(db: Kysely<CrmDb>, viewer: Viewer | null): Promise<DealSummary> {
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT * FROM (
      SELECT ${sql.join(Object.entries(byUpdate).map(([name, condition]) => sumOf(name, condition)))},
        coalesce(sum(vp) FILTER (WHERE ${s.active}), 0) AS active_weighted,
        coalesce(sum(probability * n::numeric) FILTER (WHERE ${s.active}) / nullif(sum(n) FILTER (WHERE ${s.active}), 0), 0)
          AS active_probability,
        ${counted('low_risk_listed', lowRiskListed)},
        coalesce(sum(large), 0) AS large
      FROM (${dayFacts(viewer, 'updated')}) deals
    ) updated, (
      SELECT ${counted('recent', s.recent)},
        ${counted('age_green', ageTone.green)}, ${counted('age_yellow', ageTone.yellow)}, ${counted('age_red', ageTone.red)},
        coalesce((sum(n) FILTER (WHERE ${s.active}) * extract(epoch FROM now()) - sum(cs) FILTER (WHERE ${s.active}))
          / nullif(sum(n) FILTER (WHERE ${s.active}), 0) / 86400, 0) AS active_age
      FROM (${dayFacts(viewer, 'created')}) deals
    ) created, (
      SELECT ${sql.join(Object.entries(byClose).map(([name, condition]) => sumOf(name, condition)))},
        ${counted('velocity', wonLast30)},
        sum(cd) FILTER (WHERE ${s.won}) / nullif(sum(n) FILTER (WHERE ${s.won}), 0) AS days_to_close
      FROM (${dayFacts(viewer, 'closed')}) deals
    ) closed`.execute(db);
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
