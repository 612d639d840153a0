import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('count formatting (spec 001 §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1K'],
    [1250, '1.3K'],
    [100_000, '100K'],
    [1_000_000, '1000K'],
    [2_500_000, '2.5M'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});
