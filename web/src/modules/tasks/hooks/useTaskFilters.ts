import type { TaskListQuery, TaskPriority, TaskType } from '@smartcrm/contracts';
import { useSearchParams } from 'react-router-dom';

export interface TaskFilters {
  assignee: string;
  priority: string;
  type: string;
}

/** The list's filters live in the URL, so a link or a reload keeps them. */
export function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TaskFilters = {
    assignee: params.get('assignee') ?? '',
    priority: params.get('priority') ?? '',
    type: params.get('type') ?? '',
  };
  const set = (name: keyof TaskFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const query: Pick<TaskListQuery, 'assignee' | 'priority' | 'type'> = {
    ...(filters.assignee ? { assignee: filters.assignee as TaskListQuery['assignee'] } : {}),
    ...(filters.priority ? { priority: [filters.priority as TaskPriority] } : {}),
    ...(filters.type ? { type: [filters.type as TaskType] } : {}),
  };
  return { filters, set, query };
}
