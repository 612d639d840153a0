import { describe, expect, it } from 'vitest';
import { attainmentOf, commissionOf, rateFor } from './commission-math';

describe('commissionOf: value × rate in minor units, rounded once', () => {
  it.each([
    [100_000, 10, 10_000],
    [0, 10, 0],
    [1, 50, 1], // 0.5 cent rounds half away from zero
    [1, 49.999, 0],
    [3, 50, 2], // 1.5 → 2
    [12_345, 7.5, 926], // 925.875 → 926
    [12_345, 8.875, 1096], // 1,095.61875 → 1,096
    [99_999, 33.333, 33_333], // 33,332.66667 → 33,333
    [1_000_000_000_000, 12.345, 123_450_000_000], // past 2^53 in between, still exact
    [-10_001, 5, -500], // a credit: -500.05 → -500
    [-3, 50, -2], // -1.5 → -2 (away from zero)
    [250, 100, 250],
    [250, 0, 0],
  ])('%i at %f %% → %i', (value, rate, expected) => {
    expect(commissionOf(value, rate)).toBe(expected);
  });
});

describe('attainmentOf', () => {
  it.each([
    [0, 1000, 0],
    [500, 1000, 50],
    [1000, 1000, 100],
    [1, 3, 33.3],
    [2, 3, 66.7], // 66.66 → 66.7
    [5, 10_000, 0.1], // 0.05 rounds up
    [3_000, 1_000, 300],
  ])('%i of %i → %f %%', (won, quota, expected) => {
    expect(attainmentOf(won, quota)).toBe(expected);
  });

  it('is null without a quota', () => {
    expect(attainmentOf(500, null)).toBeNull();
    expect(attainmentOf(500, 0)).toBeNull();
  });
});

describe('rateFor', () => {
  const tiers = [
    { fromAttainment: 100, ratePercent: 12 },
    { fromAttainment: 150, ratePercent: 15 },
  ];
  it.each([
    [null, 10],
    [0, 10],
    [99.9, 10],
    [100, 12],
    [149.9, 12],
    [150, 15],
    [400, 15],
  ])('attainment %s → %f %%', (attainment, rate) => {
    expect(rateFor(10, tiers, attainment)).toBe(rate);
  });

  it('takes the highest reached tier whatever their order', () => {
    expect(rateFor(10, [...tiers].reverse(), 160)).toBe(15);
  });
});
