import { describe, expect, it } from 'vitest';
import { dealAgeDays, dealAgeTone } from './deal-age';

describe('dealAgeTone', () => {
  it.each([
    [0, 'green'],
    [29, 'green'],
    [30, 'yellow'],
    [59, 'yellow'],
    [60, 'red'],
    [400, 'red'],
  ])('%d days is %s', (days, tone) => expect(dealAgeTone(days)).toBe(tone));
});

describe('dealAgeDays', () => {
  const now = new Date('2025-03-31T12:00:00Z');
  it('counts whole days and never goes below zero', () => {
    expect(dealAgeDays('2025-03-01T12:00:00Z', now)).toBe(30);
    expect(dealAgeDays('2025-03-01T12:00:01Z', now)).toBe(29);
    expect(dealAgeDays('2025-04-01T00:00:00Z', now)).toBe(0);
  });
});
