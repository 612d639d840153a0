import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertQuota, fitsQuota, roomLeft } from './quota-rules';

const starter = { users: 3, contacts: 1000, aiCredits: 5 };

describe('quota rules', () => {
  it('lets a Starter tenant have a 3rd user but not a 4th', () => {
    expect(fitsQuota(starter.users, 2)).toBe(true);
    expect(fitsQuota(starter.users, 3)).toBe(false);
    expect(fitsQuota(starter.users, 4)).toBe(false);
    expect(() => assertQuota('users', starter.users, 2)).not.toThrow();
  });

  it('names the quota, the limit and what is used', () => {
    let error: unknown;
    try {
      assertQuota('users', starter.users, 3);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'quota_exceeded', details: { quota: 'users', limit: 3, used: 3 } });
    expect((error as AppError).message).toBe(
      'Your plan allows 3 users and 3 are in use. Upgrade your plan to add more.',
    );
  });

  it('counts contacts at the 1,000 boundary and batches of them', () => {
    expect(fitsQuota(starter.contacts, 999)).toBe(true);
    expect(fitsQuota(starter.contacts, 1000)).toBe(false);
    expect(fitsQuota(starter.contacts, 990, 10)).toBe(true);
    expect(fitsQuota(starter.contacts, 990, 11)).toBe(false);
    expect(roomLeft(starter.contacts, 990, 25)).toBe(10);
    expect(roomLeft(starter.contacts, 1000, 25)).toBe(0);
    expect(roomLeft(starter.contacts, 1200, 5)).toBe(0);
  });

  it('spends AI credits up to the monthly limit', () => {
    expect(fitsQuota(starter.aiCredits, 4)).toBe(true);
    expect(fitsQuota(starter.aiCredits, 5)).toBe(false);
    expect(fitsQuota(starter.aiCredits, 3, 3)).toBe(false);
    expect(() => assertQuota('aiCredits', 5, 4, 2)).toThrow('5 AI credits this month');
  });

  it('never stops an unlimited plan', () => {
    expect(fitsQuota(null, 10_000_000, 1000)).toBe(true);
    expect(roomLeft(null, 5, 25)).toBe(25);
    expect(() => assertQuota('contacts', null, 1e9)).not.toThrow();
  });
});
