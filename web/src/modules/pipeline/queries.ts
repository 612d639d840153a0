import {
  Board,
  Deal,
  type DealInput,
  type DealListQuery,
  type DealMove,
  DealPage,
  type DealPatch,
  Pipeline,
  type UpdateStagesRequest,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Keys by prefix: invalidating `dealKeys.all` refreshes boards, lists and open deals. */
export const dealKeys = {
  all: ['deals'] as const,
  board: (pipelineId: string | null, shown: StageCards = {}) => [...dealKeys.all, 'board', pipelineId, shown] as const,
  list: (query: DealListQuery) => [...dealKeys.all, 'list', query] as const,
  detail: (id: string) => [...dealKeys.all, 'detail', id] as const,
  pipelines: ['pipelines'] as const,
  picker: (contactId: string) => [...dealKeys.all, 'picker', contactId] as const,
};

/** The deals a task or appointment can be about: the contact's, else the 200 newest. */
export const dealPickerQuery = (contactId: string) =>
  queryOptions({
    queryKey: dealKeys.picker(contactId),
    queryFn: async () => {
      const params = new URLSearchParams({ limit: '200', sort: '-createdAt' });
      if (contactId) params.set('contactId', contactId);
      return DealPage.parse(await apiRequest(`/api/deals?${params}`)).items;
    },
    staleTime: 30_000,
  });

export const pipelinesQuery = () =>
  queryOptions({
    queryKey: dealKeys.pipelines,
    queryFn: async () => Pipeline.array().parse((await apiRequest<{ items: unknown }>('/api/pipelines')).items),
    staleTime: 60_000,
  });

/** Cards shown per board column that the user opened further than the first page, by stage id. */
export type StageCards = Record<string, number>;

export function boardUrl(pipelineId: string | null, shown: StageCards = {}) {
  const params = new URLSearchParams();
  if (pipelineId) params.set('pipelineId', pipelineId);
  const opened = Object.entries(shown).map(([stageId, cards]) => `${stageId}:${cards}`);
  if (opened.length) params.set('show', opened.join(','));
  const query = params.toString();
  return `/api/deals/board${query ? `?${query}` : ''}`;
}

export const boardQuery = (pipelineId: string | null, shown: StageCards = {}) =>
  queryOptions({
    queryKey: dealKeys.board(pipelineId, shown),
    queryFn: async () => Board.parse(await apiRequest(boardUrl(pipelineId, shown))),
    staleTime: 10_000,
  });

export const dealQuery = (id: string) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: async () => Deal.parse(await apiRequest(`/api/deals/${id}`)),
  });

export const dealPageSize = 50;

export const dealListQuery = (query: DealListQuery) =>
  infiniteQueryOptions({
    queryKey: dealKeys.list(query),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ sort: query.sort ?? '-createdAt', limit: String(dealPageSize) });
      if (query.pipelineId) params.set('pipelineId', query.pipelineId);
      if (query.segment) params.set('segment', query.segment);
      if (pageParam) params.set('cursor', pageParam);
      return DealPage.parse(await apiRequest(`/api/deals?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const createDeal = async (input: DealInput) =>
  Deal.parse(await apiRequest('/api/deals', { method: 'POST', body: input }));

export const updateDeal = async (id: string, patch: DealPatch) =>
  Deal.parse(await apiRequest(`/api/deals/${id}`, { method: 'PATCH', body: patch }));

export const moveDeal = async ({ id, ...move }: DealMove) =>
  Deal.parse(await apiRequest(`/api/deals/${id}/move`, { method: 'POST', body: move }));

export const deleteDeal = (id: string) => apiRequest(`/api/deals/${id}`, { method: 'DELETE' });

export const restoreDeal = async (id: string) =>
  Deal.parse(await apiRequest(`/api/deals/${id}/restore`, { method: 'POST' }));

export const updateStages = async ({ pipelineId, ...body }: UpdateStagesRequest) =>
  Pipeline.parse(await apiRequest(`/api/pipelines/${pipelineId}/stages`, { method: 'PUT', body }));
