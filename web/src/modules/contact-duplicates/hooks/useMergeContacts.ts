import type { MergeRequest, MergeResult } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { activityKeys } from '../../activities/queries';
import { contactKeys } from '../../contacts/queries';
import { dealKeys } from '../../pipeline/queries';
import { duplicateKeys, mergeContacts, undoMerge } from '../queries';

/** Merges two contacts; the toast offers Undo, which restores both as they were. */
export function useMergeContacts(onMerged: (result: MergeResult) => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [contactKeys.all, duplicateKeys.all, activityKeys.all, dealKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const undo = async (mergeId: string) => {
    try {
      const { restored } = await undoMerge(mergeId);
      await refresh();
      toast.success(`Merge undone: ${restored.name} is back`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The merge could not be undone');
    }
  };

  return useMutation({
    mutationFn: (request: MergeRequest) => mergeContacts(request),
    onSuccess: async (result) => {
      await refresh();
      onMerged(result);
      const { deals, activities } = result.moved;
      toast.success(`Merged into ${result.survivor.name}`, {
        description: `${deals} ${deals === 1 ? 'deal' : 'deals'} and ${activities} timeline ${activities === 1 ? 'entry' : 'entries'} moved over`,
        action: { label: 'Undo', onClick: () => void undo(result.mergeId) },
        duration: 10_000,
      });
    },
  });
}
