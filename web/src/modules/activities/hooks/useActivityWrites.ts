import type { ActivityDraft, ActivityPatch } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { activityKeys, deleteActivity, logActivity, type TimelineParent, updateActivity } from '../queries';

/** Log, edit and delete entries; every open timeline refreshes after each (a deal's contact shares them). */
export function useActivityWrites(parent: TimelineParent) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: activityKeys.all });
  const log = useMutation({
    mutationFn: (draft: ActivityDraft) => logActivity(parent, draft),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ActivityPatch }) => updateActivity(id, patch),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteActivity(id),
    onSuccess: async () => {
      await refresh();
      toast.success('Note deleted');
    },
    onError: (error) => toast.error(error.message),
  });
  return { log, edit, remove };
}
