import {
  type OperatorCreateTenantInput,
  type TenantPage,
  TenantPage as TenantPageSchema,
  type UserPage,
  UserPage as UserPageSchema,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const tenantsPath = '/api/operator/tenants';

/** Every operator action invalidates by the `operatorTenantKeys.all` prefix. */
export const operatorTenantKeys = {
  all: [tenantsPath] as const,
  list: (search: string) => [...operatorTenantKeys.all, search] as const,
  users: (tenantId: string) => [...operatorTenantKeys.all, tenantId, 'users'] as const,
};

/** Keyset pages of tenants. */
export const tenantsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: operatorTenantKeys.list(search),
    queryFn: async ({ pageParam }): Promise<TenantPage> => {
      const params = new URLSearchParams({ limit: '25' });
      if (search.trim()) params.set('search', search.trim());
      if (pageParam) params.set('after', pageParam);
      return TenantPageSchema.parse(await apiRequest(`${tenantsPath}?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The table stays (and an opened row with it) while a new search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const tenantUsersQuery = (tenantId: string) =>
  queryOptions({
    queryKey: operatorTenantKeys.users(tenantId),
    queryFn: async (): Promise<UserPage> =>
      UserPageSchema.parse(await apiRequest(`${tenantsPath}/${tenantId}/users?limit=100&status=active`)),
  });

export const createTenant = (input: OperatorCreateTenantInput) =>
  apiRequest(tenantsPath, { method: 'POST', body: input });
export const setTenantStatus = (tenantId: string, status: 'active' | 'suspended') =>
  apiRequest(`${tenantsPath}/${tenantId}/status`, { method: 'PUT', body: { status } });
export const changeTenantPlan = (tenantId: string, plan: string) =>
  apiRequest(`${tenantsPath}/${tenantId}/plan`, { method: 'PUT', body: { plan } });
export const extendTrial = (tenantId: string, days: number) =>
  apiRequest(`${tenantsPath}/${tenantId}/trial`, { method: 'PUT', body: { days } });
export const signInAs = (tenantId: string, userId: string) =>
  apiRequest<{ url: string }>(`${tenantsPath}/${tenantId}/sign-in-as`, { method: 'POST', body: { userId } });
export const endSupportSession = () => apiRequest<{ url: string }>('/api/auth/support/end', { method: 'POST' });
