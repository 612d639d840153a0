import type { Deal, DealInput, DealPatch } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createDeal, dealKeys, deleteDeal, restoreDeal, updateDeal } from '../queries';

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealInput) => createDeal(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

/** Saves a change; a stale version comes back as a 409 for the caller to resolve. */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DealPatch }) => updateDeal(id, patch),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.id), deal);
      return queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}

/** Deletes softly and offers the undo in the toast. */
export function useDeleteDeal() {
  const queryClient = useQueryClient();
  // The deleted deal's own query is left alone: its drawer closes rather than showing a 404.
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: dealKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
  return useMutation({
    mutationFn: (deal: Deal) => deleteDeal(deal.id),
    onSuccess: (_result, deal) => {
      toast.success(`Deleted “${deal.title}”`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreDeal(deal.id)
              .then(refresh)
              .catch((error: Error) => toast.error(`Could not restore: ${error.message}`)),
        },
      });
      void refresh();
    },
  });
}
