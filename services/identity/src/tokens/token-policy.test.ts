import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './token-policy';

describe('emailed link lifetimes', () => {
  const now = new Date('2025-01-01T12:00:00.000Z');

  it('keeps an invitation valid for seven days', () => {
    expect(tokenExpiry('invite', now).toISOString()).toBe('2025-01-08T12:00:00.000Z');
  });

  it('keeps a password reset valid for one hour', () => {
    expect(tokenExpiry('password_reset', now).toISOString()).toBe('2025-01-01T13:00:00.000Z');
  });
});
