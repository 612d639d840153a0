import type { AssistantThread } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { taskKeys } from '../../tasks/queries';
import { assistantKeys, attachThread, confirmAction, postMessage, rejectAction } from '../queries';

/** Every thread change answers with the whole thread: it replaces the cached one. */
export function useThreadMutations(threadId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (thread: AssistantThread) => {
    queryClient.setQueryData(assistantKeys.thread(thread.id), thread);
    void queryClient.invalidateQueries({ queryKey: assistantKeys.threads() });
    void queryClient.invalidateQueries({ queryKey: assistantKeys.audit() });
  };
  const onError = (error: Error) => toast.error(error.message);
  return {
    send: useMutation({ mutationFn: (content: string) => postMessage(threadId, content), onSuccess, onError }),
    confirm: useMutation({
      mutationFn: confirmAction,
      onSuccess: (thread) => {
        onSuccess(thread);
        // A confirmed write changed CRM records the other screens show.
        void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      },
      onError,
    }),
    reject: useMutation({ mutationFn: rejectAction, onSuccess, onError }),
    attach: useMutation({ mutationFn: (taskId: string) => attachThread(threadId, taskId), onSuccess, onError }),
  };
}
