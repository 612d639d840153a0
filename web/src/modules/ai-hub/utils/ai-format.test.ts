import { describe, expect, it } from 'vitest';
import { compactNumber, percent, scoreTone, usd } from './ai-format';

describe('AI figures', () => {
  it('colours scores at 80 and 60 (spec 001 §9)', () => {
    expect(scoreTone(80)).toBe('green');
    expect(scoreTone(79)).toBe('yellow');
    expect(scoreTone(60)).toBe('yellow');
    expect(scoreTone(59)).toBe('red');
  });

  it('abbreviates above 1,000 and 1,000,000', () => {
    expect(compactNumber(1000)).toBe('1000');
    expect(compactNumber(1001)).toBe('1.0K');
    expect(compactNumber(1_000_000)).toBe('1000.0K');
    expect(compactNumber(2_500_000)).toBe('2.5M');
  });

  it('shows fractions of a cent and shares', () => {
    expect(usd(0)).toBe('$0.00');
    expect(usd(0.0009)).toBe('$0.0009');
    expect(usd(1.5)).toBe('$1.50');
    expect(percent(0.1234)).toBe('12.3%');
  });
});
