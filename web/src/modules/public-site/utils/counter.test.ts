import { describe, expect, it } from 'vitest';
import { counterValue, formatCounter, parseCounter } from './counter';

describe('animated counters', () => {
  it('reads the spec figures', () => {
    expect(parseCounter('32%')).toEqual({ value: 32, decimals: 0, prefix: '', suffix: '%' });
    expect(parseCounter('9.5 hours')).toEqual({ value: 9.5, decimals: 1, prefix: '', suffix: ' hours' });
    expect(parseCounter('5,000+')).toEqual({ value: 5000, decimals: 0, prefix: '', suffix: '+' });
  });

  it('counts from zero to the figure over 2 s and lands on it exactly', () => {
    const target = parseCounter('9.5 hours');
    expect(counterValue(target, 0, 2000)).toBe(0);
    const midway = counterValue(target, 1000, 2000);
    expect(midway).toBeGreaterThan(4.75);
    expect(midway).toBeLessThan(9.5);
    expect(counterValue(target, 2000, 2000)).toBe(9.5);
    expect(counterValue(target, 5000, 2000)).toBe(9.5);
  });

  it('never runs backwards', () => {
    const target = parseCounter('5,000+');
    let last = -1;
    for (let t = 0; t <= 2000; t += 50) {
      const value = counterValue(target, t, 2000);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it('formats with the figure’s own decimals and grouping', () => {
    expect(formatCounter(parseCounter('5,000+'), 5000)).toBe('5,000+');
    expect(formatCounter(parseCounter('9.5 hours'), 3)).toBe('3.0 hours');
    expect(formatCounter(parseCounter('5,000+'), 1234.4)).toBe('1,234+');
    expect(formatCounter(parseCounter('$1,250,000.50'), 1_000_000.5)).toBe('$1,000,000.50');
  });
});
