import {
  ContactImport,
  type ContactImport as Import,
  ImportErrorPage,
  type ImportStartRequest,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const importsPath = '/api/imports';
const activeStatuses = new Set(['queued', 'running', 'reverting']);
export const isActive = (status: Import['status']) => activeStatuses.has(status);

/** One import; polled every 2 s while its job runs, as a fallback for the WebSocket progress. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: [importsPath, id] as const,
    queryFn: async () => ContactImport.parse(await apiRequest(`${importsPath}/${id}`)),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? 2000 : false),
  });

export const importErrorsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [importsPath, id, 'errors'] as const,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '100', ...(pageParam ? { cursor: pageParam } : {}) });
      return ImportErrorPage.parse(await apiRequest(`${importsPath}/${id}/errors?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const startImport = (id: string, body: ImportStartRequest) =>
  apiRequest<Import>(`${importsPath}/${id}/start`, { method: 'POST', body });

export const revertImport = (id: string) => apiRequest<Import>(`${importsPath}/${id}/revert`, { method: 'POST' });
