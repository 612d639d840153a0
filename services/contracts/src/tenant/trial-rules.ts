import { AppError } from '../errors';

/** Spec 001 §9: a self-serve sign-up tries the product free for 14 days, no credit card. */
export const trialDays = 14;

const dayMs = 86_400_000;

/** When a trial that starts at `start` ends. */
export const trialEndFrom = (start: Date): Date => new Date(start.getTime() + trialDays * dayMs);

/** An operator's extension: `days` more from the trial's end, or from `now` when it has already ended. */
export const extendedTrialEnd = (trialEndsAt: Date, days: number, now: Date = new Date()): Date =>
  new Date(Math.max(trialEndsAt.getTime(), now.getTime()) + days * dayMs);

export interface TrialState {
  /** On a free trial (running or over) until a plan is chosen. */
  onTrial: boolean;
  expired: boolean;
  /** Whole days left, rounded up (the last hours count as a day); 0 once over. */
  daysLeft: number;
}

/** The trial of a workspace whose trial ends at `trialEndsAt` (null: not on trial). */
export function trialState(trialEndsAt: string | null, now: Date = new Date()): TrialState {
  if (!trialEndsAt) return { onTrial: false, expired: false, daysLeft: 0 };
  const msLeft = new Date(trialEndsAt).getTime() - now.getTime();
  return { onTrial: true, expired: msLeft <= 0, daysLeft: Math.max(0, Math.ceil(msLeft / dayMs)) };
}

/** What every write of a workspace whose trial is over answers until a plan is chosen. */
export const trialExpired = (trialEndsAt: string): AppError =>
  new AppError(
    'trial_expired',
    'Your free trial has ended: the workspace is read-only until a plan is chosen on /plan.',
    { trialEndsAt, planPage: '/plan' },
  );
