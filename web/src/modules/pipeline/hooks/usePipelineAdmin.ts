import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  createPipeline,
  deletePipeline,
  makeDefaultPipeline,
  renamePipeline,
  reorderPipelines,
} from '../pipeline-writes';
import { dealKeys } from '../queries';

/** The pipeline writes, each refreshing pipelines and boards and saying what went wrong. */
export function usePipelineAdmin() {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.pipelines });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
    onError: (error: Error) => toast.error(error.message),
  };
  return {
    // The new-pipeline form says what went wrong itself: a bad name on its field.
    create: useMutation({ mutationFn: createPipeline, onSuccess: options.onSuccess }),
    rename: useMutation({ mutationFn: renamePipeline, ...options }),
    makeDefault: useMutation({ mutationFn: makeDefaultPipeline, ...options }),
    reorder: useMutation({ mutationFn: reorderPipelines, ...options }),
    remove: useMutation({ mutationFn: deletePipeline, ...options }),
  };
}
