import { describe, expect, it } from 'vitest';
import { extendedTrialEnd, trialDays, trialEndFrom, trialExpired, trialState } from './trial-rules';

describe('the free trial', () => {
  const start = new Date('2026-11-01T10:00:00Z');
  const end = trialEndFrom(start).toISOString();

  it('lasts 14 days from the sign-up', () => {
    expect(trialDays).toBe(14);
    expect(end).toBe('2026-11-15T10:00:00.000Z');
  });

  it('counts whole days left, the last hours as a day', () => {
    expect(trialState(end, start)).toEqual({ onTrial: true, expired: false, daysLeft: 14 });
    expect(trialState(end, new Date('2026-11-14T11:00:00Z')).daysLeft).toBe(1);
    expect(trialState(end, new Date('2026-11-15T09:59:59Z'))).toEqual({ onTrial: true, expired: false, daysLeft: 1 });
  });

  it('is over at its end and stays a trial until a plan is chosen', () => {
    expect(trialState(end, new Date('2026-11-15T10:00:00Z'))).toEqual({ onTrial: true, expired: true, daysLeft: 0 });
    expect(trialState(end, new Date('2027-01-01T00:00:00Z')).expired).toBe(true);
  });

  it('does not apply to a workspace without a trial end', () => {
    expect(trialState(null, start)).toEqual({ onTrial: false, expired: false, daysLeft: 0 });
  });

  it('refuses with trial_expired, pointing at the plan page', () => {
    const error = trialExpired(end);
    expect(error.code).toBe('trial_expired');
    expect(error.message).toMatch(/read-only until a plan is chosen/);
    expect(error.details).toEqual({ trialEndsAt: end, planPage: '/plan' });
  });

  it('is extended from its end while it runs, and from now once it has ended', () => {
    expect(extendedTrialEnd(new Date(end), 7, start).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const later = new Date('2026-12-01T00:00:00Z');
    expect(extendedTrialEnd(new Date(end), 3, later).toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });
});
