import { CallLogPage } from '@smartcrm/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const callKeys = { all: ['calls'] as const, log: () => [...callKeys.all, 'log'] as const };

/** The signed-in user's calls, newest first, 25 a page. */
export const callLogQuery = () =>
  infiniteQueryOptions({
    queryKey: callKeys.log(),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '25' });
      if (pageParam) params.set('after', pageParam);
      return CallLogPage.parse(await apiRequest(`/api/calls?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
