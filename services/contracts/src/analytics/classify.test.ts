import { describe, expect, it } from 'vitest';
import {
  dealAgeTone,
  healthLabel,
  isActiveDeal,
  isActiveContactStatus,
  isHighPotential,
  isLowRiskListed,
  isRecent,
  isStuck,
  pipelineHealth,
  riskLevel,
  salesVelocity,
  temperature,
  wholeDaysSince,
} from './classify';

describe('active deal', () => {
  it.each([
    ['open', true],
    ['won', false],
    ['lost', false],
  ] as const)('%s → %s', (status, active) => expect(isActiveDeal({ status })).toBe(active));
});

describe('temperature', () => {
  it.each([
    [0, 'cold'],
    [39, 'cold'],
    [40, 'warm'],
    [41, 'warm'],
    [69, 'warm'],
    [70, 'warm'],
    [71, 'hot'],
    [100, 'hot'],
  ])('probability %i is %s', (p, t) => expect(temperature(p)).toBe(t));
});

describe('risk', () => {
  // Probability 80 keeps the probability rules out of the way of the idle ones, and idle 0 the reverse.
  it.each([
    [0, 'low'],
    [2, 'low'],
    [3, 'medium'],
    [4, 'medium'],
    [6, 'medium'],
    [7, 'medium'],
    [8, 'high'],
    [30, 'high'],
  ])('idle %i days at 80 %% is %s', (idleDays, level) => expect(riskLevel({ idleDays, probability: 80 })).toBe(level));
  it.each([
    [0, 'high'],
    [29, 'high'],
    [30, 'medium'],
    [31, 'medium'],
    [59, 'medium'],
    [60, 'medium'],
    [61, 'low'],
    [100, 'low'],
  ])('probability %i fresh is %s', (probability, level) => expect(riskLevel({ idleDays: 0, probability })).toBe(level));
  it('takes the worse of the two rules', () => {
    expect(riskLevel({ idleDays: 8, probability: 95 })).toBe('high');
    expect(riskLevel({ idleDays: 1, probability: 20 })).toBe('high');
    expect(riskLevel({ idleDays: 5, probability: 90 })).toBe('medium');
  });
});

describe('low-risk list', () => {
  it.each([
    [2, 61, true],
    [3, 61, false],
    [2, 60, false],
    [0, 100, true],
    [1, 59, false],
  ])('idle %i, probability %i → %s', (idleDays, probability, listed) =>
    expect(isLowRiskListed({ idleDays, probability })).toBe(listed),
  );
});

describe('pipeline health', () => {
  it.each([
    [61, 29, 'healthy'],
    [60, 29, 'at-risk'],
    [61, 30, 'at-risk'],
    [30, 10, 'at-risk'],
    [29, 10, 'critical'],
    [45, 60, 'at-risk'],
    [45, 61, 'critical'],
    [90, 61, 'critical'],
    [60.5, 29.9, 'healthy'],
  ])('average probability %d and age %d days → %s', (p, age, health) => expect(pipelineHealth(p, age)).toBe(health));
});

describe('recent health label', () => {
  it.each([
    [61, 'Healthy'],
    [60, 'At Risk'],
    [31, 'At Risk'],
    [30, 'At Risk'],
    [29, 'Critical'],
  ])('%i → %s', (p, label) => expect(healthLabel(p)).toBe(label));
});

describe('stuck deal', () => {
  it.each([
    ['open', 13, false],
    ['open', 14, false],
    ['open', 15, true],
    ['won', 40, false],
    ['lost', 40, false],
  ] as const)('%s idle %i days → %s', (status, idleDays, stuck) => expect(isStuck({ status, idleDays })).toBe(stuck));
});

describe('high potential', () => {
  it.each([
    ['open', 69, false],
    ['open', 70, true],
    ['open', 71, true],
    ['won', 100, false],
  ] as const)('%s at %i → %s', (status, probability, high) =>
    expect(isHighPotential({ status, probability })).toBe(high),
  );
});

describe('deal age badge', () => {
  it.each([
    [0, 'green'],
    [29, 'green'],
    [30, 'yellow'],
    [59, 'yellow'],
    [60, 'red'],
    [400, 'red'],
  ])('%i days → %s', (days, tone) => expect(dealAgeTone(days)).toBe(tone));
});

describe('active contact statuses', () => {
  it.each([
    ['hot', true],
    ['warm', true],
    ['active', true],
    ['medium', false],
    ['cold', false],
    [null, false],
  ])('%s → %s', (status, active) => expect(isActiveContactStatus(status)).toBe(active));
});

describe('recent deals and sales velocity', () => {
  it.each([
    [29, true],
    [30, false],
    [31, false],
  ])('created %i days ago is recent: %s', (ageDays, recent) => expect(isRecent({ ageDays })).toBe(recent));
  it('counts deals won in the last 30 days only', () => {
    const deals = [
      { status: 'won', closedDaysAgo: 0 },
      { status: 'won', closedDaysAgo: 29 },
      { status: 'won', closedDaysAgo: 30 },
      { status: 'lost', closedDaysAgo: 1 },
      { status: 'open', closedDaysAgo: null },
    ];
    expect(salesVelocity(deals)).toBe(2);
  });
});

describe('whole days since', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-07T12:00:01Z', 2],
    ['2026-03-07T12:00:00Z', 3],
    ['2026-03-06T11:00:00Z', 4],
    ['2026-03-11T00:00:00Z', 0],
  ])('%s → %i', (from, days) => expect(wholeDaysSince(from, now)).toBe(days));
});
