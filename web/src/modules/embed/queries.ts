import { EmbedDashboard } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const embedKeys = {
  dashboard: (apiKey: string | null) => ['embed-dashboard', apiKey] as const,
};

/** The mini dashboard's figures, read with the workspace's API key instead of a session. */
export const embedDashboardQuery = (apiKey: string | null) =>
  queryOptions({
    queryKey: embedKeys.dashboard(apiKey),
    queryFn: async () =>
      EmbedDashboard.parse(await apiRequest('/api/embed/dashboard', { headers: { 'X-Api-Key': apiKey ?? '' } })),
    retry: false,
    refetchInterval: 5 * 60_000,
  });
