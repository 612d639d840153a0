/**
 * Spec 001 §4 and §9 as numbers, in one place: the pure rules read them, and the crm service
 * passes the same values into its SQL aggregates, so a screen and a unit test never disagree.
 */
export const thresholds = {
  /** Temperature: hot above 70, warm 40 to 70, cold (Needs Attention) below 40. */
  hotAbove: 70,
  warmFrom: 40,
  /** Risk: high when idle more than 7 days or probability below 30; medium when idle 3 to 7 days or 30 to 60. */
  riskHighIdleAbove: 7,
  riskHighProbabilityBelow: 30,
  riskMediumIdleFrom: 3,
  riskMediumProbabilityTo: 60,
  /** Risk monitor's low-risk list: idle under 3 days and probability above 60. */
  lowRiskIdleBelow: 3,
  lowRiskProbabilityAbove: 60,
  /** Pipeline health and the recent health label: above 60, 30 to 60, below 30. */
  healthyProbabilityAbove: 60,
  criticalProbabilityBelow: 30,
  healthyAgeBelow: 30,
  criticalAgeAbove: 60,
  /** Stuck: active and not updated for over 14 days. */
  stuckIdleAbove: 14,
  /** High potential: active with probability 70 or more. */
  highPotentialFrom: 70,
  /** Deal age badge: under 30 days green, under 60 yellow, otherwise red. */
  ageGreenBelow: 30,
  ageYellowBelow: 60,
  /** Recent deals: created in the last 30 days; sales velocity: won in the last 30 days. */
  recentDays: 30,
  velocityDays: 30,
  /** Deals over 50,000 count towards the average-size related contacts. */
  largeDealAbove: 50_000,
} as const;

export type Thresholds = typeof thresholds;

/** Spec 001 §9 constants that are not thresholds. */
export const analyticsConstants = {
  targetWinRate: 85,
  quickWinShare: 0.3,
  bestCaseShare: 0.8,
  worstCaseShare: 0.3,
  projectedMonthlyShare: 0.3,
  pipelineProjection: 1.25,
  winRateProjection: 1.15,
  q1ForecastShare: 0.4,
  quarterlyShares: [0.25, 0.28, 0.22, 0.25] as const,
  q4PerformanceShare: 0.35,
  monthlyRecurringShare: 0.15,
  benchmarks: { winRate: 25, averageDealSize: 50_000, salesVelocity: 10 },
} as const;

/** Spec 001 §9 Lists and limits. */
export const listLimits = {
  contacts: 6,
  insights: 3,
  topContributors: 5,
  activityFeed: 6,
  wonContributors: 6,
  recentPipeline: 5,
  avatars: 3,
} as const;

/** Spec 001 §4: the contact interest levels (or statuses) that count as active. */
export const activeContactStatuses = ['hot', 'warm', 'active'] as const;
