import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { analyticsKeys } from '../queries';

/** A deal, pipeline or contact changed anywhere in the workspace: the figures are refetched. */
export function useAnalyticsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('*', (event) => {
    if (/^crm\.(deal|pipeline|contact)\./.test(event.type)) {
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    }
  });
}
