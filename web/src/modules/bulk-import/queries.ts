import { ImportErrorPage, UserImport, type UserImportStartInput } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const userImportsPath = '/api/user-imports';

export const userImportKeys = {
  all: [userImportsPath] as const,
  detail: (id: string) => [...userImportKeys.all, id] as const,
  errors: (id: string) => [...userImportKeys.detail(id), 'errors'] as const,
};
export const isRunning = (status: UserImport['status']) => status === 'queued' || status === 'running';

/** One import; polled every 2 s while it runs, as a fallback for the WebSocket progress. */
export const userImportQuery = (id: string) =>
  queryOptions({
    queryKey: userImportKeys.detail(id),
    queryFn: async () => UserImport.parse(await apiRequest(`${userImportsPath}/${id}`)),
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? 2000 : false),
  });

export const userImportErrorsQuery = (id: string) =>
  queryOptions({
    queryKey: userImportKeys.errors(id),
    queryFn: async () => ImportErrorPage.parse(await apiRequest(`${userImportsPath}/${id}/errors?limit=200`)),
  });

export const startUserImport = (id: string, body: UserImportStartInput) =>
  apiRequest<UserImport>(`${userImportsPath}/${id}/start`, { method: 'POST', body });
