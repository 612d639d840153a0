import {
  ContactDuplicates,
  DuplicateGroupPage,
  type DuplicateReason,
  type MergeRequest,
  MergeResult,
  UnmergeResult,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Keys by prefix: invalidating `duplicateKeys.all` refreshes every duplicates view. */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  forContact: (id: string) => [...duplicateKeys.all, 'contact', id] as const,
  groups: (reason: DuplicateReason | null) => [...duplicateKeys.all, 'groups', reason] as const,
};

export const contactDuplicatesQuery = (id: string) =>
  queryOptions({
    queryKey: duplicateKeys.forContact(id),
    queryFn: async () => ContactDuplicates.parse(await apiRequest(`/api/contacts/${id}/duplicates`)).items,
    staleTime: 30_000,
  });

export const duplicateGroupsQuery = (reason: DuplicateReason | null) =>
  infiniteQueryOptions({
    queryKey: duplicateKeys.groups(reason),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (reason) params.set('reason', reason);
      if (pageParam) params.set('cursor', pageParam);
      return DuplicateGroupPage.parse(await apiRequest(`/api/contacts/duplicates?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const mergeContacts = async (request: MergeRequest) =>
  MergeResult.parse(await apiRequest('/api/contacts/merge', { method: 'POST', body: request }));

export const undoMerge = async (mergeId: string) =>
  UnmergeResult.parse(await apiRequest(`/api/contacts/merges/${mergeId}/undo`, { method: 'POST' }));
