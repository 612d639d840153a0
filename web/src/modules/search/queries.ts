import type { GlobalSearchResult } from '@smartcrm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const searchKeys = {
  all: ['/api/search'] as const,
  term: (term: string) => [...searchKeys.all, term] as const,
};

/** Hits for a term; the last answer stays while the next loads. */
export const globalSearchQuery = (term: string) =>
  queryOptions({
    queryKey: searchKeys.term(term),
    queryFn: () => apiRequest<GlobalSearchResult>(`/api/search?q=${encodeURIComponent(term)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
