import { AppError, hasPermission, type RpcContext, type Tenant } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { TenantDb } from '../db/schema';
import { announceUpdate, tenantOrThrow } from '../operators/tenant-admin.service';
import { recordPlanChange } from '../partners/plan-history.repository';
import { findPlan } from '../plans/plan.repository';
import { setTenantFields } from '../tenants/tenant.repository';
import { toTenant } from '../tenants/tenant-view';

/**
 * The owner of a workspace on its free trial chooses the plan it goes on with, which ends the
 * trial (an expired one included: the workspace can write again). There is no payment provider
 * yet, so choosing is the whole step; the audit log keeps who chose what.
 */
export function createTrialService(uow: UnitOfWork<TenantDb>) {
  return {
    async choosePlan(plan: string, ctx: RpcContext): Promise<Tenant> {
      const tenantId = requireTenant(ctx);
      const actor = ctx.actor;
      if (!actor || !hasPermission(actor.role, 'billing_management')) {
        throw new AppError('forbidden', "Only the workspace's super admins may choose its plan");
      }
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await tenantOrThrow(trx, tenantId);
        if (!current.trial_ends_at) {
          throw new AppError('conflict', 'This workspace is not on a free trial; to change its plan, contact support');
        }
        const chosen = await findPlan(trx, plan);
        if (!chosen?.listed) throw new AppError('bad_input', `No plan called "${plan}" is offered`, { field: 'plan' });
        const updated = (await setTenantFields(trx, tenantId, { plan, trial_ends_at: null }))!;
        await recordPlanChange(trx, tenantId, plan, updated.status);
        const by = { userId: actor.userId, email: actor.email };
        emit({
          type: 'tenant.tenant.plan_changed',
          tenantId,
          data: { from: current.plan, to: plan, by, endedTrial: true },
        });
        announceUpdate(emit, updated, ['plan', 'features', 'trialEndsAt']);
        return updated;
      });
      return toTenant(row);
    },
  };
}
