import { CommissionPlan, type CommissionPlanInput, CommissionPlanList, CommissionStatement } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/http';

export interface Period {
  userId: string;
  from: string;
  to: string;
}

/** Keys by prefix: a plan saved or a statement approved invalidates `commissionKeys.all`. */
export const commissionKeys = {
  all: ['commissions'] as const,
  plans: ['commissions', 'plans'] as const,
  statement: (period: Period) => ['commissions', 'statement', period] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: commissionKeys.plans,
    queryFn: async () => CommissionPlanList.parse(await apiRequest('/api/commissions/plans')).items,
  });

export const statementQuery = (period: Period) =>
  queryOptions({
    queryKey: commissionKeys.statement(period),
    queryFn: async () =>
      CommissionStatement.parse(await apiRequest(`/api/commissions/statement?${new URLSearchParams({ ...period })}`)),
    retry: false,
  });

export const savePlan = async (plan: z.input<typeof CommissionPlanInput>) =>
  CommissionPlan.parse(await apiRequest('/api/commissions/plans', { method: 'PUT', body: plan }));

export const approveStatement = async (period: Period) =>
  CommissionStatement.parse(await apiRequest('/api/commissions/statement/approve', { method: 'POST', body: period }));
