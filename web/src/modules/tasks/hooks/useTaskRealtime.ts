import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { taskKeys } from '../queries';

/** Another tab's or user's change to a task (or a renamed contact or deal on it) shows without a reload. */
export function useTaskRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('*', (event) => {
    if (/^crm\.(task|contact|deal)\./.test(event.type)) void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  });
}
