import {
  type OnboardClientInput,
  type Partner,
  PartnerDashboard,
  PartnerList,
  Statement,
  type Tenant,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const partnersPath = '/api/partners';
export const operatorPartnersPath = '/api/operator/partners';

export const partnerDashboardQuery = queryOptions({
  queryKey: [partnersPath, 'dashboard'] as const,
  queryFn: async () => PartnerDashboard.parse(await apiRequest(`${partnersPath}/dashboard`)),
  staleTime: 0,
});

export const operatorPartnersQuery = queryOptions({
  queryKey: [operatorPartnersPath] as const,
  queryFn: async () => PartnerList.parse(await apiRequest(operatorPartnersPath)).partners,
});

/** A partner's own statement, or (for operators) the statement of the partner `partnerId`. */
export const statementPath = (partnerId: string | null, format: 'json' | 'csv', from: string, to: string) =>
  `${partnerId ? `${operatorPartnersPath}/${partnerId}` : partnersPath}/statement${format === 'csv' ? '.csv' : ''}?${new URLSearchParams({ from, to })}`;

export const statementQuery = (partnerId: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: [partnerId ? operatorPartnersPath : partnersPath, 'statement', partnerId, from, to] as const,
    queryFn: async () => Statement.parse(await apiRequest(statementPath(partnerId, 'json', from, to))),
  });

export const onboardClient = (input: OnboardClientInput) =>
  apiRequest<{ tenant: Tenant }>(`${partnersPath}/clients`, { method: 'POST', body: input });

export const setPartnerShare = (tenantId: string, sharePercent: number) =>
  apiRequest<Partner>(`${operatorPartnersPath}/${tenantId}/share`, { method: 'PUT', body: { sharePercent } });
