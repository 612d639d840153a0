import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { appointmentKeys } from '../queries';

/** Another tab's or user's appointment change (or a renamed contact or deal on one) shows without a reload. */
export function useAppointmentRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('*', (event) => {
    if (/^crm\.(appointment|contact|deal)\./.test(event.type)) {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    }
  });
}
