import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { tenantKeys } from '../queries';

/** Another tab or user changed the branding: reload it, so title, colours and logo follow within a second. */
export function useTenantRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('tenant.tenant.updated', () => {
    void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
  });
}
