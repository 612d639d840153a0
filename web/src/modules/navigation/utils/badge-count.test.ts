import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it('shows nothing for zero', () => {
    expect(formatBadgeCount(0)).toBeNull();
  });

  it('shows counts up to 99 and caps above', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
