import { Task, type TaskInput, type TaskPatch } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { createTask, deleteTask, restoreTask, setTaskCompleted, taskKeys, updateTask } from '../queries';

function useRefresh() {
  const queryClient = useQueryClient();
  return (task?: Task) => {
    if (task) queryClient.setQueryData(taskKeys.detail(task.id), task);
    return queryClient.invalidateQueries({ queryKey: taskKeys.all });
  };
}

/** Mark Complete / Mark Incomplete; someone else's newer edit reloads the list and says so. */
export function useToggleTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ task, completed }: { task: Task; completed: boolean }) => setTaskCompleted(task, completed),
    onSuccess: (task) => refresh(task),
    onError: (error, { task }) => {
      void refresh();
      toast.error(
        error instanceof ApiError && error.code === 'conflict'
          ? `Someone else changed “${task.title}” just now; the list shows their version.`
          : `Could not update “${task.title}”: ${error.message}`,
      );
    },
  });
}

export function useCreateTask() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: TaskInput) => createTask(input), onSuccess: (task) => refresh(task) });
}

/** Saves a change; on a stale version the editor is shown the current task to make the change again. */
export function useUpdateTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TaskPatch }) => updateTask(id, patch),
    onSuccess: (task) => refresh(task),
    onError: (error) => {
      const current =
        error instanceof ApiError ? Task.safeParse((error.details as { current?: unknown })?.current) : null;
      if (!current?.success) return;
      void refresh(current.data);
      toast.error('Someone else changed this task meanwhile; you now see their version. Make your change again.');
    },
  });
}

/** Deletes softly and offers the undo in the toast. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: taskKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
  return useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onSuccess: (_result, task) => {
      toast.success(`Deleted “${task.title}”`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreTask(task.id)
              .then(refresh)
              .catch((error: Error) => toast.error(`Could not restore: ${error.message}`)),
        },
      });
      void refresh();
    },
  });
}
