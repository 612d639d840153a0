import { type Board, utcToday } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { dealKeys, moveDeal, type StageCards } from '../queries';
import { moveOnBoard } from '../utils/board-move';

/**
 * Drops a card: the board changes at once, the server confirms; a refusal puts the card back,
 * and a conflict (someone else changed the deal) says so.
 */
export function useMoveDeal(pipelineId: string | null, shown: StageCards) {
  const queryClient = useQueryClient();
  const key = dealKeys.board(pipelineId, shown);
  const mutation = useMutation({ mutationFn: moveDeal });

  return (dealId: string, stageId: string, index: number) => {
    const before = queryClient.getQueryData<Board>(key);
    const version = before?.columns.flatMap((c) => c.deals).find((d) => d.id === dealId)?.version;
    const move = before && moveOnBoard(before, dealId, stageId, index, utcToday());
    if (!move || version === undefined) return;
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, move.board);
    mutation.mutate(
      { id: dealId, stageId, afterId: move.afterId, beforeId: move.beforeId, version },
      {
        onError: (error) => {
          queryClient.setQueryData(key, before);
          if (error instanceof ApiError && error.code === 'conflict') {
            toast.error(`Someone else changed “${move.deal.title}” just now; the board shows their version.`);
          } else {
            toast.error(`Could not move “${move.deal.title}”: ${error.message}`);
          }
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
      },
    );
  };
}
