import { describe, expect, it } from 'vitest';
import {
  averageDealSizePerActive,
  averageWonDealSize,
  conversionRate,
  forecastScenarios,
  monthlyRecurring,
  projectedMonthlyRevenue,
  projectedPipeline,
  projectedRevenue,
  projectedWinRate,
  q1Forecast,
  q4Performance,
  quarterlyForecast,
  quickWins,
  stageConversions,
  stageFunnel,
  winRate,
} from './formulas';

describe('rates', () => {
  it('win rate counts closed deals only, one decimal', () => {
    expect(winRate(1, 2)).toBe(33.3);
    expect(winRate(2, 1)).toBe(66.7);
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(3, 0)).toBe(100);
  });
  it('conversion rate is won over all deals, one decimal', () => {
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(0, 0)).toBe(0);
  });
});

describe('deal sizes and values', () => {
  it('averages won deals in whole dollars', () => {
    expect(averageWonDealSize(10_001, 2)).toBe(5001);
    expect(averageWonDealSize(0, 0)).toBe(0);
  });
  it('averages all deals over the active count', () => {
    expect(averageDealSizePerActive(90_000, 4)).toBe(22_500);
    expect(averageDealSizePerActive(90_000, 0)).toBe(0);
  });
  it('weights value by probability and sums active deals once rounded', () => {
    expect(
      projectedRevenue([
        { value: 333, probability: 50 },
        { value: 333, probability: 50 },
      ]),
    ).toBe(333);
  });
});

describe('forecasts and projections', () => {
  it('scenarios use 80 % and 30 % of the open pipeline', () => {
    expect(forecastScenarios(100_000, 41_000)).toEqual({ best: 80_000, likely: 41_000, worst: 30_000 });
  });
  it('splits quarters 25/28/22/25 and Q1 at 40 %', () => {
    expect(quarterlyForecast(100_000)).toEqual([25_000, 28_000, 22_000, 25_000]);
    expect(q1Forecast(100_000)).toBe(40_000);
  });
  it('projects the monthly revenue and the KPI cards', () => {
    expect(projectedMonthlyRevenue(100_000)).toBe(30_000);
    expect(projectedPipeline(100_000)).toBe(125_000);
    expect(projectedWinRate(40)).toBe(46);
    expect(projectedWinRate(95)).toBe(100);
  });
  it('derives quick wins, Q4 and recurring shares', () => {
    expect(quickWins(10)).toBe(3);
    expect(q4Performance(100_000)).toBe(35_000);
    expect(monthlyRecurring(100_000)).toBe(15_000);
  });
  it('converts stage to stage', () => {
    expect(stageConversions([10, 5, 2, 0])).toEqual([null, 50, 40, 0]);
    expect(stageConversions([0, 0])).toEqual([null, 0]);
  });
});

describe('stage funnel', () => {
  const stages = [
    { kind: 'open', position: 0, count: 4 },
    { kind: 'open', position: 1, count: 3 },
    { kind: 'open', position: 2, count: 1 },
    { kind: 'won', position: 3, count: 2 },
    { kind: 'lost', position: 4, count: 3 },
  ] as const;
  it('counts deals now further on and lost deals by their furthest stage', () => {
    // Lost: one after qualification (0), two after negotiation (2).
    const funnel = stageFunnel(stages, [
      { position: 0, count: 1 },
      { position: 2, count: 2 },
    ]);
    expect(funnel.map((s) => s.reached)).toEqual([13, 8, 5, 2, 3]);
    expect(funnel.map((s) => s.conversion)).toEqual([null, 61.5, 62.5, 40, null]);
  });
});
