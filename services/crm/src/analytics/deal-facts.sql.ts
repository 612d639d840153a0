import { type DealSegment, thresholds as t } from '@smartcrm/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/*
 * Spec 001 §4 as SQL over the `deals` table (unaliased), with the thresholds of the shared
 * rules module as parameters: the pure functions in contracts/analytics and these conditions
 * are the same rules, and tests hold them to the same answers on deals sat on each boundary.
 */

/** Whole days since the last update / since creation (floor), as `wholeDaysSince` counts them. */
export const idleDays = sql<number>`floor(extract(epoch from (now() - deals.updated_at)) / 86400)::int`;
export const ageDays = sql<number>`floor(extract(epoch from (now() - deals.created_at)) / 86400)::int`;
/** Calendar days are UTC days, as close dates are written (deal-rules utcToday). */
export const today = sql<string>`(now() at time zone 'utc')::date`;

/**
 * floor(elapsed days) ≥ n exactly when the instant is at least n days ago, so the day rules
 * compare timestamps with a cutoff (cheap per row) instead of computing each row's days.
 */
const idleAtLeast = (days: number) => sql<SqlBool>`deals.updated_at <= now() - make_interval(days => ${days}::int)`;
const ageAtLeast = (days: number) => sql<SqlBool>`deals.created_at <= now() - make_interval(days => ${days}::int)`;

/** Every idle and age cutoff the rules use, in days: the running totals read the deals on these days one by one. */
const idle = {
  highRisk: t.riskHighIdleAbove + 1,
  mediumRisk: t.riskMediumIdleFrom,
  stuck: t.stuckIdleAbove + 1,
  lowRiskListed: t.lowRiskIdleBelow,
};
const age = { yellow: t.ageGreenBelow, red: t.ageYellowBelow, notRecent: t.recentDays };
export const idleCutoffDays = Object.values(idle);
export const ageCutoffDays = Object.values(age);

const open = sql<SqlBool>`deals.status = 'open'`;
const p = sql`deals.probability`;
const highRisk = sql<SqlBool>`(${idleAtLeast(idle.highRisk)} OR ${p} < ${t.riskHighProbabilityBelow})`;
const mediumRisk = sql<SqlBool>`(${idleAtLeast(idle.mediumRisk)} OR ${p} <= ${t.riskMediumProbabilityTo})`;

export const segmentCondition: Record<DealSegment, RawBuilder<SqlBool>> = {
  active: open,
  hot: sql`(${open} AND ${p} > ${t.hotAbove})`,
  warm: sql`(${open} AND ${p} BETWEEN ${t.warmFrom} AND ${t.hotAbove})`,
  cold: sql`(${open} AND ${p} < ${t.warmFrom})`,
  'high-risk': sql`(${open} AND ${highRisk})`,
  'medium-risk': sql`(${open} AND NOT ${highRisk} AND ${mediumRisk})`,
  'low-risk': sql`(${open} AND NOT ${highRisk} AND NOT ${mediumRisk})`,
  stuck: sql`(${open} AND ${idleAtLeast(idle.stuck)})`,
  'high-potential': sql`(${open} AND ${p} >= ${t.highPotentialFrom})`,
  recent: sql`(NOT ${ageAtLeast(age.notRecent)})`,
  won: sql`deals.status = 'won'`,
  lost: sql`deals.status = 'lost'`,
};

/** The risk monitor's low-risk list: idle under 3 days and probability above 60. */
export const lowRiskListed = sql<SqlBool>`(${open} AND NOT ${idleAtLeast(idle.lowRiskListed)} AND ${p} > ${t.lowRiskProbabilityAbove})`;
export const wonLast30 = sql<SqlBool>`(deals.status = 'won' AND deals.actual_close_date > ${today} - ${t.velocityDays}::int)`;
export const closedThisYear = sql<SqlBool>`deals.actual_close_date >= date_trunc('year', ${today})::date`;
/** The deal age badge's tones of an active deal: under 30 days, under 60, older. */
export const ageTone = {
  green: sql<SqlBool>`(${open} AND NOT ${ageAtLeast(age.yellow)})`,
  yellow: sql<SqlBool>`(${open} AND ${ageAtLeast(age.yellow)} AND NOT ${ageAtLeast(age.red)})`,
  red: sql<SqlBool>`(${open} AND ${ageAtLeast(age.red)})`,
};
