import {
  type CreatePlanBody,
  CurrentPlanResponse,
  type Plan,
  PlanList,
  TenantInfoResponse,
  type UpdatePlanBody,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const plansPath = '/api/plans';

export const planKeys = {
  all: [plansPath] as const,
  current: () => [...planKeys.all, 'current'] as const,
};

export const plansQuery = queryOptions({
  queryKey: planKeys.all,
  queryFn: async () => PlanList.parse(await apiRequest(plansPath)).plans,
});

export const currentPlanQuery = queryOptions({
  queryKey: planKeys.current(),
  queryFn: async () => CurrentPlanResponse.parse(await apiRequest(`${plansPath}/current`)),
  staleTime: 0,
});

export const createPlan = (input: CreatePlanBody) => apiRequest<Plan>(plansPath, { method: 'POST', body: input });

export const updatePlan = (id: string, input: UpdatePlanBody) =>
  apiRequest<Plan>(`${plansPath}/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

/** Ends the workspace's free trial on the chosen plan (its super admins; no payment is taken). */
export const choosePlan = async (plan: string) =>
  TenantInfoResponse.parse(await apiRequest(`${plansPath}/choose`, { method: 'POST', body: { plan } })).tenant;
