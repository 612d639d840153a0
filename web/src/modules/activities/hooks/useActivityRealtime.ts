import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { activityKeys } from '../queries';

/** Entries written by another user, another tab or the service itself show up without a reload. */
export function useActivityRealtime(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  useRealtimeEvent('crm.activity.created', refresh);
  useRealtimeEvent('crm.activity.updated', refresh);
  useRealtimeEvent('crm.activity.deleted', refresh);
  // A merge or its undo moves whole timelines between contacts.
  useRealtimeEvent('crm.contact.merged', refresh);
}
