import { describe, expect, it } from 'vitest';
import { displayName, stateBadge } from './user-labels';

describe('user labels', () => {
  it('names an invited user without a name by email', () => {
    expect(displayName({ name: ' ', email: 'a@b.c' })).toBe('a@b.c');
    expect(displayName({ name: 'Ada', email: 'a@b.c' })).toBe('Ada');
  });

  it('shows a lock before the status, and each status in its own tone', () => {
    expect(stateBadge({ status: 'active', lockedUntil: '2030-01-01T00:00:00Z' })).toEqual({
      label: 'Locked',
      tone: 'danger',
    });
    expect(stateBadge({ status: 'active', lockedUntil: null })).toEqual({ label: 'Active', tone: 'success' });
    expect(stateBadge({ status: 'invited', lockedUntil: null }).tone).toBe('primary');
    expect(stateBadge({ status: 'deactivated', lockedUntil: null }).tone).toBe('muted');
  });
});
