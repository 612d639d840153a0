import { activeContactStatuses, type Thresholds, thresholds } from './thresholds';

/** What the classifications read of a deal; idle and age are whole days (floor of elapsed time). */
export interface DealFacts {
  status: 'open' | 'won' | 'lost';
  probability: number;
  idleDays: number;
  ageDays: number;
}

const dayMs = 86_400_000;

/** Whole days from `from` to `now`, never negative (clocks differ a little). */
export const wholeDaysSince = (from: Date | string, now: Date = new Date()): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / dayMs));

/** Spec 001 §4: a deal is active unless its stage is closed-won or closed-lost. */
export const isActiveDeal = (deal: Pick<DealFacts, 'status'>) => deal.status === 'open';

export type Temperature = 'hot' | 'warm' | 'cold';
export function temperature(probability: number, t: Thresholds = thresholds): Temperature {
  if (probability > t.hotAbove) return 'hot';
  if (probability >= t.warmFrom) return 'warm';
  return 'cold';
}

export type RiskLevel = 'high' | 'medium' | 'low';
export function riskLevel(deal: Pick<DealFacts, 'probability' | 'idleDays'>, t: Thresholds = thresholds): RiskLevel {
  if (deal.idleDays > t.riskHighIdleAbove || deal.probability < t.riskHighProbabilityBelow) return 'high';
  if (deal.idleDays >= t.riskMediumIdleFrom || deal.probability <= t.riskMediumProbabilityTo) return 'medium';
  return 'low';
}

/** The risk monitor's low-risk list is stricter than 'low' risk: fresh and likely. */
export const isLowRiskListed = (deal: Pick<DealFacts, 'probability' | 'idleDays'>, t: Thresholds = thresholds) =>
  deal.idleDays < t.lowRiskIdleBelow && deal.probability > t.lowRiskProbabilityAbove;

export type PipelineHealth = 'healthy' | 'at-risk' | 'critical';
/**
 * From the active deals' average probability and average age. Critical wins over healthy; a
 * likely but ageing pipeline (above 60, 30 to 60 days old) is at risk, the rule's middle ground.
 */
export function pipelineHealth(
  averageProbability: number,
  averageAgeDays: number,
  t: Thresholds = thresholds,
): PipelineHealth {
  if (averageProbability < t.criticalProbabilityBelow || averageAgeDays > t.criticalAgeAbove) return 'critical';
  if (averageProbability > t.healthyProbabilityAbove && averageAgeDays < t.healthyAgeBelow) return 'healthy';
  return 'at-risk';
}

export type HealthLabel = 'Healthy' | 'At Risk' | 'Critical';
export function healthLabel(probability: number, t: Thresholds = thresholds): HealthLabel {
  if (probability > t.healthyProbabilityAbove) return 'Healthy';
  if (probability >= t.criticalProbabilityBelow) return 'At Risk';
  return 'Critical';
}

export const isStuck = (deal: Pick<DealFacts, 'status' | 'idleDays'>, t: Thresholds = thresholds) =>
  isActiveDeal(deal) && deal.idleDays > t.stuckIdleAbove;

export const isHighPotential = (deal: Pick<DealFacts, 'status' | 'probability'>, t: Thresholds = thresholds) =>
  isActiveDeal(deal) && deal.probability >= t.highPotentialFrom;

export type AgeTone = 'green' | 'yellow' | 'red';
export function dealAgeTone(ageDays: number, t: Thresholds = thresholds): AgeTone {
  if (ageDays < t.ageGreenBelow) return 'green';
  if (ageDays < t.ageYellowBelow) return 'yellow';
  return 'red';
}

export const isActiveContactStatus = (status: string | null | undefined) =>
  (activeContactStatuses as readonly string[]).includes(status ?? '');

/** Created in the last 30 days: an age of 0 to 29 whole days. */
export const isRecent = (deal: Pick<DealFacts, 'ageDays'>, t: Thresholds = thresholds) => deal.ageDays < t.recentDays;

/** Sales velocity: deals won in the last 30 days (close date today minus 0 to 29 days). */
export const salesVelocity = (
  deals: readonly { status: string; closedDaysAgo: number | null }[],
  t: Thresholds = thresholds,
): number =>
  deals.filter((d) => d.status === 'won' && d.closedDaysAgo !== null && d.closedDaysAgo < t.velocityDays).length;
