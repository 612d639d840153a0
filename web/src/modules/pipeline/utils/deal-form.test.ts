import { describe, expect, it } from 'vitest';
import { parseDollars, parseProbability } from './deal-form';

describe('parseDollars', () => {
  it('reads whole dollars with or without $ and separators', () => {
    expect(parseDollars('')).toBe(0);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('$12,500')).toBe(12_500);
  });
  it('refuses fractions, negatives and text', () => {
    expect(parseDollars('10.5')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
    expect(parseDollars('9'.repeat(20))).toBeNull();
  });
});

describe('parseProbability', () => {
  it('takes 0 to 100, blank as unset, and nothing else', () => {
    expect(parseProbability('')).toBeUndefined();
    expect(parseProbability('0')).toBe(0);
    expect(parseProbability('100')).toBe(100);
    expect(parseProbability('101')).toBeNull();
    expect(parseProbability('-1')).toBeNull();
    expect(parseProbability('2.5')).toBeNull();
  });
});
