import { AppError } from '../errors';
import type { QuotaName } from './plan.schema';

/** Ends every quota message: the web app offers the plan page beside it. */
export const upgradeHint = 'Upgrade your plan to add more.';

const quotaLabels: Record<QuotaName, string> = {
  users: 'users',
  contacts: 'contacts',
  aiCredits: 'AI credits this month',
};

/** Whether `adding` more fit under `limit` when `used` are taken; null is unlimited. */
export function fitsQuota(limit: number | null, used: number, adding = 1): boolean {
  return limit === null || used + adding <= limit;
}

/** How many of `wanted` still fit (all of them when unlimited). */
export function roomLeft(limit: number | null, used: number, wanted: number): number {
  return limit === null ? wanted : Math.max(0, Math.min(wanted, limit - used));
}

export function quotaExceeded(quota: QuotaName, limit: number, used: number): AppError {
  return new AppError(
    'quota_exceeded',
    `Your plan allows ${limit.toLocaleString('en-US')} ${quotaLabels[quota]} and ${used.toLocaleString('en-US')} are in use. ${upgradeHint}`,
    { quota, limit, used },
  );
}

/** Throws `quota_exceeded` (details { quota, limit, used }) when `adding` more would not fit. */
export function assertQuota(quota: QuotaName, limit: number | null, used: number, adding = 1): void {
  if (limit !== null && !fitsQuota(limit, used, adding)) throw quotaExceeded(quota, limit, used);
}
