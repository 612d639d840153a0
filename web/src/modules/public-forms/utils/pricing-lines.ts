import type { PublicPlan } from '@smartcrm/contracts';
import { quotaLine } from '../../plans/utils/plan-format';

/**
 * What a plan card lists: its seats and contacts from the plan's quotas, then the plan's own
 * lines from the package builder (spec 001 §9), without repeating a quota it already states.
 */
export function pricingLines(plan: PublicPlan): string[] {
  const { users, contacts } = plan.quotas;
  const limits =
    users === null && contacts === null
      ? ['Unlimited users and contacts']
      : [
          users === null ? 'Unlimited users' : `Up to ${quotaLine(users, users === 1 ? 'user' : 'users')}`,
          quotaLine(contacts, 'contacts'),
        ];
  return [...limits, ...plan.highlights];
}

/** Where a plan's trial button leads: the sign-up with the plan chosen. */
export const trialLink = (planId: string) => `/register?plan=${encodeURIComponent(planId)}`;
