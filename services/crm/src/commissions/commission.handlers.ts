import type { RpcHandlers } from '@smartcrm/kit';
import type { CommissionService } from './commission.service';

type CommissionHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.commissionPlans.list'
  | 'crm.commissionPlans.set'
  | 'crm.commissionStatements.get'
  | 'crm.commissionStatements.approve'
>;

export function commissionHandlers(commissions: CommissionService): CommissionHandlers {
  return {
    'crm.commissionPlans.list': (_request, ctx) => commissions.listPlans(ctx),
    'crm.commissionPlans.set': (plan, ctx) => commissions.setPlan(plan, ctx),
    'crm.commissionStatements.get': (period, ctx) => commissions.statement(period, ctx),
    'crm.commissionStatements.approve': (period, ctx) => commissions.approve(period, ctx),
  };
}
