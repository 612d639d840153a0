import type { TokenPurpose } from '../db/schema';

/** How long an emailed link works: an invitation a week, a password reset an hour. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  invite: 7 * 24 * 3_600_000,
  password_reset: 3_600_000,
};

export const tokenExpiry = (purpose: TokenPurpose, now: Date): Date =>
  new Date(now.getTime() + tokenLifetimeMs[purpose]);

/** One message for unknown, used and expired links: which of them it was helps only an attacker. */
export const invalidLinkMessage = 'This link is invalid, already used or expired. Ask for a new one.';
