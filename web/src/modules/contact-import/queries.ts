import {
  ContactImport,
  type ContactImport as Import,
  ImportErrorPage,
  type ImportStartRequest,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import type { ImportKindCopy } from './utils/import-kinds';

const activeStatuses = new Set(['queued', 'running', 'reverting']);
export const isActive = (status: Import['status']) => activeStatuses.has(status);

/** Keys start with the import kind's API path: invalidating `importKeys.detail` refreshes its errors too. */
export const importKeys = {
  detail: (kind: ImportKindCopy, id: string) => [kind.api, id] as const,
  errors: (kind: ImportKindCopy, id: string) => [...importKeys.detail(kind, id), 'errors'] as const,
};

/** One import; polled every 2 s while its job runs, as a fallback for the WebSocket progress. */
export const importQuery = (kind: ImportKindCopy, id: string) =>
  queryOptions({
    queryKey: importKeys.detail(kind, id),
    queryFn: async () => ContactImport.parse(await apiRequest(`${kind.api}/${id}`)),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? 2000 : false),
  });

export const importErrorsQuery = (kind: ImportKindCopy, id: string) =>
  infiniteQueryOptions({
    queryKey: importKeys.errors(kind, id),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '100', ...(pageParam ? { cursor: pageParam } : {}) });
      return ImportErrorPage.parse(await apiRequest(`${kind.api}/${id}/errors?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const startImport = (kind: ImportKindCopy, id: string, body: ImportStartRequest) =>
  apiRequest<Import>(`${kind.api}/${id}/start`, { method: 'POST', body });

export const revertImport = (kind: ImportKindCopy, id: string) =>
  apiRequest<Import>(`${kind.api}/${id}/revert`, { method: 'POST' });
