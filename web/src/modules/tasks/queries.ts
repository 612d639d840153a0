import { Task, type TaskInput, type TaskListQuery, TaskPage, type TaskPatch } from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Keys by prefix: invalidating `taskKeys.all` refreshes every list and open task. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListQuery) => [...taskKeys.all, 'list', query] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  assistantPicker: () => [...taskKeys.all, 'assistant-picker'] as const,
};

/** Up to 100 open tasks, for attaching an assistant thread to one. */
export const assistantTaskPickerQuery = () =>
  queryOptions({
    queryKey: taskKeys.assistantPicker(),
    queryFn: async () => TaskPage.parse(await apiRequest('/api/tasks?state=open&limit=100')).items,
  });

const searchOf = (query: TaskListQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
};

export const taskListQuery = (query: TaskListQuery) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(query),
    queryFn: async ({ pageParam }) => {
      const params = searchOf(query);
      if (pageParam) params.set('cursor', pageParam);
      return TaskPage.parse(await apiRequest(`/api/tasks?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: async () => Task.parse(await apiRequest(`/api/tasks/${id}`)),
  });

export const createTask = async (input: TaskInput) =>
  Task.parse(await apiRequest('/api/tasks', { method: 'POST', body: input }));

export const updateTask = async (id: string, patch: TaskPatch) =>
  Task.parse(await apiRequest(`/api/tasks/${id}`, { method: 'PATCH', body: patch }));

/** Mark Complete / Mark Incomplete (spec 001 §2.5, §4). */
export const setTaskCompleted = async (task: Task, completed: boolean) =>
  Task.parse(
    await apiRequest(`/api/tasks/${task.id}/${completed ? 'complete' : 'reopen'}`, {
      method: 'POST',
      body: { version: task.version },
    }),
  );

export const deleteTask = (id: string) => apiRequest(`/api/tasks/${id}`, { method: 'DELETE' });

export const restoreTask = async (id: string) =>
  Task.parse(await apiRequest(`/api/tasks/${id}/restore`, { method: 'POST' }));
