import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCompact,
  formatMoney,
  formatMoneyShort,
  formatPercent,
  scoreTone,
  winProbabilityTone,
} from './format';

describe('number formatting', () => {
  it.each([
    [999, '999'],
    [1000, '1,000'],
    [1001, '1K'],
    [1500, '1.5K'],
    [1_000_000, '1000K'],
    [1_000_001, '1M'],
    [2_340_000, '2.3M'],
    [1_000_000_000, '1000M'],
    [17_569_500_000, '17.6B'],
  ])('%i → %s', (value, text) => expect(formatCompact(value)).toBe(text));
  it('shows dollars whole', () => {
    expect(formatMoney(12_500.6)).toBe('$12,501');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoneyShort(950)).toBe('$950');
    expect(formatMoneyShort(5800)).toBe('$5.8K');
    expect(formatMoneyShort(3_200_000)).toBe('$3.2M');
    expect(formatMoneyShort(7_524_000_000)).toBe('$7.5B');
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(40)).toBe('40%');
  });
  it('writes whole dollars as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of [0, 7, -7, 999.5, -2.5, 1000, 12_345.49, -98_765.5, 1_234_567, 987_654_321]) {
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
    }
    expect(formatCompact(-999)).toBe('-999');
  });
});

describe('colours', () => {
  it.each([
    [79, 'yellow'],
    [80, 'green'],
    [59, 'red'],
    [60, 'yellow'],
  ])('score %i is %s', (score, tone) => expect(scoreTone(score)).toBe(tone));
  it.each([
    [39, 'red'],
    [40, 'yellow'],
    [59, 'yellow'],
    [60, 'blue'],
    [79, 'blue'],
    [80, 'green'],
  ])('win probability %i is %s', (p, tone) => expect(winProbabilityTone(p)).toBe(tone));
});

describe('countOf', () => {
  it('reads exactly one in the singular and groups large counts', () => {
    expect(countOf(1, 'open deal')).toBe('1 open deal');
    expect(countOf(0, 'open deal')).toBe('0 open deals');
    expect(countOf(2, 'company', 'companies')).toBe('2 companies');
    expect(countOf(1500, 'deal')).toBe('1.5K deals');
  });
});
