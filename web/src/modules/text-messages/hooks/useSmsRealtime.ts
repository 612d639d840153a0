import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { smsKeys } from '../queries';

/** Texts coming in and delivery receipts show without a reload. */
export function useSmsRealtime(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: smsKeys.threads });
  useRealtimeEvent('messaging.sms.recorded', refresh);
  useRealtimeEvent('messaging.sms.status_changed', refresh);
}
