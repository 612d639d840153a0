import { AppError, type Plan, type PlanInput, type RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Selectable } from 'kysely';
import type { PlansTable, TenantDb } from '../db/schema';
import { operatorTenant, requireOperator } from '../operators/operator';
import { findPlan, findPlanOfTenant, insertPlan, listPlans, toPlan, updatePlanAt } from './plan.repository';

type PlanRow = Selectable<PlansTable>;

/** `current`: the plan being edited, whose pricing-section fields stay when the edit leaves them out. */
const columns = (input: PlanInput, current?: PlanRow) => ({
  name: input.name,
  monthly_price: input.monthlyPrice,
  features: [...new Set(input.features)],
  max_users: input.quotas.users,
  max_contacts: input.quotas.contacts,
  max_ai_credits: input.quotas.aiCredits,
  highlights: input.highlights ?? current?.highlights ?? [],
  popular: input.popular ?? current?.popular ?? false,
  listed: input.listed ?? current?.listed ?? true,
});

/** The package builder's plans; every change is announced so quota and feature caches drop it. */
export function createPlanService(uow: UnitOfWork<TenantDb>) {
  return {
    async list(listedOnly = false): Promise<Plan[]> {
      return (await uow.withPlatform((trx) => listPlans(trx, listedOnly))).map(toPlan);
    },

    async current(ctx: RpcContext): Promise<Plan> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withPlatform((trx) => findPlanOfTenant(trx, tenantId));
      if (!row) throw new AppError('not_found', 'No such workspace');
      return toPlan(row);
    },

    async create(id: string, input: PlanInput, ctx: RpcContext): Promise<Plan> {
      const by = requireOperator(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        if (await findPlan(trx, id))
          throw new AppError('conflict', `A plan with the id "${id}" exists`, { field: 'id' });
        const created = await insertPlan(trx, id, columns(input));
        const data = { planId: id, version: created.version, created: true, by };
        emit({ type: 'tenant.plan.updated', tenantId: operatorTenant(ctx), data });
        return created;
      });
      return toPlan(row);
    },

    async update(id: string, version: number, input: PlanInput, ctx: RpcContext): Promise<Plan> {
      const by = requireOperator(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await findPlan(trx, id);
        if (!current) throw new AppError('not_found', 'No such plan');
        const updated = await updatePlanAt(trx, id, version, columns(input, current));
        if (!updated) {
          throw new AppError('conflict', 'Someone else changed this plan meanwhile; reload and try again', {
            version: current.version,
          });
        }
        const data = { planId: id, version: updated.version, created: false, by };
        emit({ type: 'tenant.plan.updated', tenantId: operatorTenant(ctx), data });
        return updated;
      });
      return toPlan(row);
    },
  };
}
