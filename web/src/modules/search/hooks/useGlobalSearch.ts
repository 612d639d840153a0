import type { GlobalSearchResult } from '@smartcrm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

export const minSearchLength = 2;

/** Hits for what the user is typing, asked for once typing pauses; the last answer stays while the next loads. */
export function useGlobalSearch(text: string) {
  const term = useDebouncedValue(text.trim(), 150);
  const query = useQuery({
    queryKey: ['/api/search', term],
    queryFn: () => apiRequest<GlobalSearchResult>(`/api/search?q=${encodeURIComponent(term)}`),
    enabled: term.length >= minSearchLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { term, ...query };
}
