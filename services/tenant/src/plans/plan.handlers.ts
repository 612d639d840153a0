import type { RpcHandlers } from '@smartcrm/kit';
import type { createTenantAdminService } from '../operators/tenant-admin.service';
import type { createAiCreditService } from '../quotas/ai-credit.service';
import type { createPlanService } from './plan.service';

type PlanHandlers = Pick<
  RpcHandlers<'tenant'>,
  | 'tenant.plans.list'
  | 'tenant.plans.create'
  | 'tenant.plans.update'
  | 'tenant.plans.current'
  | 'tenant.quotas.consume'
  | 'tenant.quotas.usage'
  | 'tenant.tenants.list'
  | 'tenant.tenants.set_status'
  | 'tenant.tenants.change_plan'
  | 'tenant.tenants.extend_trial'
>;

/** Plans, quotas and the operators' tenant administration. */
export function planHandlers(
  plans: ReturnType<typeof createPlanService>,
  credits: ReturnType<typeof createAiCreditService>,
  tenants: ReturnType<typeof createTenantAdminService>,
): PlanHandlers {
  return {
    'tenant.plans.list': async ({ listed }) => ({ plans: await plans.list(listed) }),
    'tenant.plans.create': ({ id, ...input }, ctx) => plans.create(id, input, ctx),
    'tenant.plans.update': ({ id, version, ...input }, ctx) => plans.update(id, version, input, ctx),
    'tenant.plans.current': (_input, ctx) => plans.current(ctx),
    'tenant.quotas.consume': (input, ctx) => credits.consume(input.credits, ctx, input.chargeId),
    'tenant.quotas.usage': (_input, ctx) => credits.usage(ctx),
    'tenant.tenants.list': (query, ctx) => tenants.list(query, ctx),
    'tenant.tenants.set_status': ({ tenantId, status }, ctx) => tenants.setStatus(tenantId, status, ctx),
    'tenant.tenants.change_plan': ({ tenantId, plan }, ctx) => tenants.changePlan(tenantId, plan, ctx),
    'tenant.tenants.extend_trial': ({ tenantId, days }, ctx) => tenants.extendTrial(tenantId, days, ctx),
  };
}
