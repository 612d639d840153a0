import { SavedView, type SavedViewInput, type SavedViewPatch, type ViewScope } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const viewKeys = { scope: (scope: ViewScope) => ['views', scope] as const };

export const savedViewsQuery = (scope: ViewScope) =>
  queryOptions({
    queryKey: viewKeys.scope(scope),
    queryFn: async () =>
      SavedView.array().parse((await apiRequest<{ items: unknown }>(`/api/views?scope=${scope}`)).items),
    staleTime: 60_000,
  });

export const createView = async (body: SavedViewInput) =>
  SavedView.parse(await apiRequest('/api/views', { method: 'POST', body }));

export const updateView = async ({ id, ...patch }: SavedViewPatch & { id: string }) =>
  SavedView.parse(await apiRequest(`/api/views/${id}`, { method: 'PATCH', body: patch }));

export const deleteView = (id: string) => apiRequest(`/api/views/${id}`, { method: 'DELETE' });
