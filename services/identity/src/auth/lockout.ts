/** Brute-force protection per account, on top of the BFF's per-address rate limit. */
export const lockout = {
  /** Consecutive failed sign-ins that lock the account. */
  maxFailures: 10,
  lockMs: 15 * 60_000,
} as const;

export const isLocked = (lockedUntil: Date | null, now: Date): boolean =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/** What a locked-out user reads: when it ends, and the way out that does not wait. */
export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return (
    `Too many failed sign-ins: this account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}. ` +
    'Reset your password to unlock it now.'
  );
}
