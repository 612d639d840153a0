import { analyticsConstants as c } from './thresholds';

/** Percent with one decimal (spec 001 §9 conversion rate); 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** Win rate = closed-won / (closed-won + closed-lost), as a percent with one decimal. */
export const winRate = (won: number, lost: number): number => percentOf(won, won + lost);

/** Conversion rate = won / all deals × 100, one decimal. */
export const conversionRate = (won: number, all: number): number => percentOf(won, all);

/** Average deal size on the win-rate screen: won value over won deals, whole dollars. */
export const averageWonDealSize = (wonValue: number, wonCount: number): number =>
  wonCount > 0 ? Math.round(wonValue / wonCount) : 0;

/** Average deal size on the pipeline screens: all deals' value over the active count, whole dollars. */
export const averageDealSizePerActive = (allValue: number, activeCount: number): number =>
  activeCount > 0 ? Math.round(allValue / activeCount) : 0;

/** Projected revenue = Σ weighted value (crm/deal-rules weightedValue) over active deals, whole dollars (rounded once). */
export const projectedRevenue = (activeDeals: readonly { value: number; probability: number }[]): number =>
  Math.round(activeDeals.reduce((sum, d) => sum + d.value * d.probability, 0) / 100);

export interface ForecastScenarios {
  best: number;
  likely: number;
  worst: number;
}
/** Best case 80 % and worst case 30 % of the open pipeline; likely is the probability-weighted value. */
export const forecastScenarios = (openPipeline: number, projected: number): ForecastScenarios => ({
  best: Math.round(openPipeline * c.bestCaseShare),
  likely: projected,
  worst: Math.round(openPipeline * c.worstCaseShare),
});

/** The forecast total split over four quarters by the spec's shares (25, 28, 22, 25 %). */
export const quarterlyForecast = (total: number): number[] => c.quarterlyShares.map((s) => Math.round(total * s));

/** Q1 forecast is 40 % of the forecast total. */
export const q1Forecast = (total: number): number => Math.round(total * c.q1ForecastShare);

/** Projected monthly revenue: 30 % of the pipeline value. */
export const projectedMonthlyRevenue = (pipeline: number): number => Math.round(pipeline * c.projectedMonthlyShare);

/** KPI card projections: 1.25 × pipeline, 1.15 × win rate (a rate never passes 100). */
export const projectedPipeline = (pipeline: number): number => Math.round(pipeline * c.pipelineProjection);
export const projectedWinRate = (rate: number): number =>
  Math.min(100, Math.round(rate * c.winRateProjection * 10) / 10);

/** Quick wins are 30 % of won deals (whole deals). */
export const quickWins = (wonCount: number): number => Math.round(wonCount * c.quickWinShare);

/** Q4 performance (35 %) and monthly recurring (15 %) of won revenue. */
export const q4Performance = (wonRevenue: number): number => Math.round(wonRevenue * c.q4PerformanceShare);
export const monthlyRecurring = (wonRevenue: number): number => Math.round(wonRevenue * c.monthlyRecurringShare);

/** Stage-to-stage conversion: of the deals that reached a stage, the percent that reached the next. */
export const stageConversions = (reached: readonly number[]): (number | null)[] =>
  reached.map((count, i) => (i === 0 ? null : percentOf(count, reached[i - 1] ?? 0)));

export interface StageCount {
  kind: 'open' | 'won' | 'lost';
  position: number;
  count: number;
}
/**
 * Deals that reached each stage: those now in it or a later open or won stage, plus lost deals
 * whose furthest stage (from the history) was it or later. A lost stage reaches what it holds.
 * Conversion is against the previous stage that is not a lost one.
 */
export function stageFunnel(
  stages: readonly StageCount[],
  lostFurthest: readonly { position: number; count: number }[],
): { reached: number; conversion: number | null }[] {
  let previous: number | null = null;
  return stages.map((stage) => {
    if (stage.kind === 'lost') return { reached: stage.count, conversion: null };
    const ahead = stages.filter((s) => s.kind !== 'lost' && s.position >= stage.position);
    const lost = lostFurthest.filter((l) => l.position >= stage.position);
    const reached = [...ahead, ...lost].reduce((sum, s) => sum + s.count, 0);
    const conversion = previous === null ? null : percentOf(reached, previous);
    previous = reached;
    return { reached, conversion };
  });
}
