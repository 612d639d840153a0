import { useQuery, useQueryClient } from '@tanstack/react-query';
import { badgeQuery, dashboardKeys } from '../../dashboard/queries';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';

/**
 * The badge figure: hot contacts + pending tasks + today's scheduled appointments (spec 000 §2),
 * counted by the server; a contact, task or appointment change anywhere recounts it.
 * Null (no badge) until the figure is known or when it cannot be read.
 */
export function useNotificationCount(): number | null {
  const queryClient = useQueryClient();
  const badge = useQuery(badgeQuery);
  useRealtimeEvent('*', (event) => {
    if (/^crm\.(contact|task|appointment)\./.test(event.type)) {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.badge });
    }
  });
  return badge.data?.total ?? null;
}
