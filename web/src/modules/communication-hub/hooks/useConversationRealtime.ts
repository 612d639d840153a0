import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { conversationKeys } from '../queries';

/** A message in, an assignment or a read in another tab moves the hub's list without a reload. */
export function useConversationRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('crm.conversation.updated', () => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  });
}
