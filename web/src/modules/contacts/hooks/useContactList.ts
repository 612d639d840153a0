import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contactListQuery } from '../queries';
import { type ContactFilters, listQueryFrom } from '../utils/contact-filters';

/** The loaded rows of the filtered list, flattened, plus what is needed to load the next page. */
export function useContactList(filters: ContactFilters) {
  const query = useInfiniteQuery(contactListQuery(listQueryFrom(filters)));
  const contacts = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return {
    contacts,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    /** Showing the previous filter's rows while the new ones load. */
    isStale: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

export type ContactList = ReturnType<typeof useContactList>;
