import {
  AiCreditUsage,
  type CreatePlanInput,
  type Plan,
  PlanList,
  Plan as PlanSchema,
  type UpdatePlanInput,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/http';

export const plansPath = '/api/plans';

export const plansQuery = queryOptions({
  queryKey: [plansPath] as const,
  queryFn: async () => PlanList.parse(await apiRequest(plansPath)).plans,
});

const CurrentPlan = z.object({ plan: PlanSchema, aiCredits: AiCreditUsage });

export const currentPlanQuery = queryOptions({
  queryKey: [plansPath, 'current'] as const,
  queryFn: async () => CurrentPlan.parse(await apiRequest(`${plansPath}/current`)),
  staleTime: 0,
});

export const createPlan = (input: z.input<typeof CreatePlanInput>) =>
  apiRequest<Plan>(plansPath, { method: 'POST', body: input });

export const updatePlan = (id: string, input: z.input<typeof UpdatePlanInput>) =>
  apiRequest<Plan>(`${plansPath}/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
