import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export type EmbeddedAppId = 'businessIntel' | 'intel';
type EmbeddedApps = Record<EmbeddedAppId, string | null>;

/** The hosted apps' addresses the deployment configures; none when the BFF has none to give. */
export const embeddedAppsQuery = queryOptions({
  queryKey: ['/api/tenant/embedded-apps'],
  queryFn: async (): Promise<EmbeddedApps> => {
    try {
      return await apiRequest<EmbeddedApps>('/api/tenant/embedded-apps');
    } catch {
      return { businessIntel: null, intel: null };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});
