import type { CommissionTier } from './commission.schema';
import { minorDigits } from './line-math';

/** Percent of quota won, to one decimal (rounded half up); null without a quota. */
export function attainmentOf(won: number, quota: number | null): number | null {
  if (!quota) return null;
  return Number((BigInt(won) * 2000n + BigInt(quota)) / (2n * BigInt(quota))) / 10;
}

/** The plan's base rate, or the highest tier the attainment has reached. */
export function rateFor(base: number, tiers: readonly CommissionTier[], attainment: number | null): number {
  if (attainment === null) return base;
  const reached = tiers.filter((t) => attainment >= t.fromAttainment);
  return reached.length ? reached.reduce((a, b) => (b.fromAttainment > a.fromAttainment ? b : a)).ratePercent : base;
}

/**
 * A line's commission in minor units: value × rate, rounded once, half away from zero. Rates
 * carry at most three decimals, so the exact product is an integer over 100,000 (in BigInt:
 * a trillion-cent deal times 100,000 is past 2^53).
 */
export function commissionOf(value: number, ratePercent: number): number {
  const exact = BigInt(value) * BigInt(Math.round(ratePercent * 1000));
  const sign = exact < 0n ? -1n : 1n;
  return Number((sign * (sign * exact * 2n + 100_000n)) / 200_000n);
}

/** A deal's value (whole units, DealValue) in minor units of the plan's currency. */
export const dealValueInMinor = (wholeUnits: number, currency: string) => wholeUnits * 10 ** minorDigits(currency);
