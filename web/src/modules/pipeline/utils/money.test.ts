import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort } from './money';

describe('formatMoney', () => {
  it('shows whole US dollars with separators', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(12_500)).toBe('$12,500');
  });
});

describe('formatMoneyShort', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1001, '$1K'],
    [1500, '$1.5K'],
    [999_949, '$999.9K'],
    [1_000_000, '$1000K'],
    [1_000_001, '$1M'],
    [2_450_000, '$2.5M'],
  ])('%d → %s', (value, text) => expect(formatMoneyShort(value)).toBe(text));
});
