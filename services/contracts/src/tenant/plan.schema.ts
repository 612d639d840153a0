import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { featureNames } from './features';

/** A plan's id: a short slug; 'starter', 'professional' and 'enterprise' exist from the start. */
export const PlanId = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'must be at least 2 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'may hold only letters, digits and inner hyphens');
export type PlanId = z.infer<typeof PlanId>;

export const PlanFeature = z.enum(featureNames);

/** A limit; null means unlimited. */
const Limit = z.number().int().min(0).max(100_000_000).nullable();

export const quotaNames = ['users', 'contacts', 'aiCredits'] as const;
export const QuotaName = z.enum(quotaNames);
export type QuotaName = z.infer<typeof QuotaName>;

export const Quotas = z.object({
  users: Limit.refine((n) => n === null || n >= 1, 'must allow at least 1 user'),
  contacts: Limit,
  /** AI credits a calendar month (UTC). */
  aiCredits: Limit,
});
export type Quotas = z.infer<typeof Quotas>;

/** A plan as data (spec 001 §9): what it costs, which product areas it turns on, its quotas. */
export const Plan = z.object({
  id: PlanId,
  name: z.string(),
  /** Whole US dollars a month. */
  monthlyPrice: z.number().int(),
  /** The product areas it turns on; a tenant's `features` map is built from it. */
  features: z.array(PlanFeature),
  quotas: Quotas,
  /** What the pricing section lists under the price (spec 001 §9's contents), in order. */
  highlights: z.array(z.string()),
  /** Marked "Most Popular" on the pricing section. */
  popular: z.boolean(),
  /** Offered on the public pricing section; an unlisted plan is one operators assign by hand. */
  listed: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const PlanInput = z.object({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
  monthlyPrice: z.number().int('must be whole dollars').min(0, 'cannot be negative').max(1_000_000),
  features: z.array(PlanFeature).max(featureNames.length),
  quotas: Quotas,
  /** Left out: a new plan has none, an edit keeps what the plan had (as for `popular` and `listed`). */
  highlights: z
    .array(z.string().trim().min(1, 'must not be blank').max(80, 'must be at most 80 characters'))
    .max(12, 'at most 12 lines')
    .optional(),
  popular: z.boolean().optional(),
  listed: z.boolean().optional(),
});
export type PlanInput = z.infer<typeof PlanInput>;

export const CreatePlanInput = PlanInput.extend({ id: PlanId });
/** An edit names the version it was made from; a stale one is a conflict. */
export const UpdatePlanInput = PlanInput.extend({ version: RowVersion });
export type CreatePlanBody = z.input<typeof CreatePlanInput>;
export type UpdatePlanBody = z.input<typeof UpdatePlanInput>;

export const PlanList = z.object({ plans: z.array(Plan) });

/** One quota of the tenant's plan with what is used of it. */
export const QuotaUsage = z.object({ limit: Limit, used: z.number().int() });
export type QuotaUsage = z.infer<typeof QuotaUsage>;
/** AI credits of the current month (UTC): what `tenant.quotas.consume` spends. */
export const AiCreditUsage = QuotaUsage.extend({ month: z.string() });
export type AiCreditUsage = z.infer<typeof AiCreditUsage>;

/** `GET /api/plans/current`: the workspace's plan and each quota with what is used of it. */
export const CurrentPlanResponse = z.object({
  plan: Plan,
  usage: z.object({ users: QuotaUsage, contacts: QuotaUsage, aiCredits: AiCreditUsage }),
});
export type CurrentPlanResponse = z.infer<typeof CurrentPlanResponse>;

/** A plan as the public pricing section shows it: no editing details. */
export const PublicPlan = Plan.omit({ version: true, updatedAt: true, listed: true });
export type PublicPlan = z.infer<typeof PublicPlan>;

/** `GET /api/public/pricing`: the listed plans, cheapest first, and the free trial's length. */
export const PricingResponse = z.object({ plans: z.array(PublicPlan), trialDays: z.number().int() });
export type PricingResponse = z.infer<typeof PricingResponse>;
