import { z } from 'zod';
import { AiCreditUsage, CreatePlanInput, Plan, PlanId, PlanList, UpdatePlanInput } from './plan.schema';

/** The plan domain's request/reply methods; rpc.ts combines every domain's. */
export const planRpcMethods = {
  /** Plans as data (spec 001 §9); creating and editing them is for platform operators. */
  /** `listed`: only the plans offered on the public pricing section. */
  'tenant.plans.list': { request: z.object({ listed: z.boolean().optional() }), reply: PlanList },
  'tenant.plans.create': { request: CreatePlanInput, reply: Plan },
  'tenant.plans.update': { request: UpdatePlanInput.extend({ id: PlanId }), reply: Plan },
  /** The envelope tenant's plan: services cache it briefly to enforce quotas and features. */
  'tenant.plans.current': { request: z.object({}), reply: Plan },
  /**
   * Spends AI credits of the envelope tenant's month; `quota_exceeded` when they would not fit.
   * Under a `chargeId` (the caller's intent) a repeat spends nothing and answers the usage.
   */
  'tenant.quotas.consume': {
    request: z.object({ credits: z.number().int().min(1).max(10_000), chargeId: z.uuid().optional() }),
    reply: AiCreditUsage,
  },
  'tenant.quotas.usage': { request: z.object({}), reply: AiCreditUsage },
} as const;
