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
import { uploadAsset } from '../white-label/utils/upload-asset';

export const partnersPath = '/api/partners';
export const operatorPartnersPath = '/api/operator/partners';

export const partnerKeys = {
  all: [partnersPath] as const,
  operator: [operatorPartnersPath] as const,
  dashboard: () => [...partnerKeys.all, 'dashboard'] as const,
  statement: (partnerId: string | null, from: string, to: string) =>
    [...(partnerId ? partnerKeys.operator : partnerKeys.all), 'statement', partnerId, from, to] as const,
};

export const partnerDashboardQuery = queryOptions({
  queryKey: partnerKeys.dashboard(),
  queryFn: async () => PartnerDashboard.parse(await apiRequest(`${partnersPath}/dashboard`)),
  staleTime: 0,
});

export const operatorPartnersQuery = queryOptions({
  queryKey: partnerKeys.operator,
  queryFn: async () => PartnerList.parse(await apiRequest(operatorPartnersPath)).partners,
});

/** A partner's own statement, or (for operators) the statement of the partner `partnerId`. */
export const statementPath = (partnerId: string | null, format: 'json' | 'csv', from: string, to: string) =>
  `${partnerId ? `${operatorPartnersPath}/${partnerId}` : partnersPath}/statement${format === 'csv' ? '.csv' : ''}?${new URLSearchParams({ from, to })}`;

export const statementQuery = (partnerId: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: partnerKeys.statement(partnerId, from, to),
    queryFn: async () => Statement.parse(await apiRequest(statementPath(partnerId, 'json', from, to))),
  });

/** The client workspace and its first user; then its logo, when one was chosen. */
export async function onboardClient({ input, logo }: { input: OnboardClientInput; logo: File | null }) {
  const created = await apiRequest<{ tenant: Tenant }>(`${partnersPath}/clients`, { method: 'POST', body: input });
  if (!logo) return { ...created, logoError: null };
  try {
    await uploadAsset('logo', logo, `${partnersPath}/clients/${created.tenant.id}/logo`);
    return { ...created, logoError: null };
  } catch (error) {
    return { ...created, logoError: (error as Error).message };
  }
}

export const setPartnerShare = (tenantId: string, sharePercent: number) =>
  apiRequest<Partner>(`${operatorPartnersPath}/${tenantId}/share`, { method: 'PUT', body: { sharePercent } });
