import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { contactListQuery } from '../queries';
import { type ContactFilters, listQueryFrom } from '../utils/contact-filters';
import type { ContactPages } from '../utils/contact-pages';
import { pageStart } from '../utils/contact-window';

/**
 * The loaded window of the filtered list, flattened, with the row number of its first row
 * (`offset`: the rows above it were dropped or not yet loaded), how many rows the list has shown
 * to be there (`rows`: scrolling back drops pages at the window's end, not the rows' places) and
 * what loads the pages on either side.
 */
export function useContactList(filters: ContactFilters) {
  const listQuery = useMemo(() => listQueryFrom(filters), [filters]);
  const options = useMemo(() => contactListQuery(listQuery), [listQuery]);
  const query = useInfiniteQuery(options);
  const queryClient = useQueryClient();
  // useInfiniteQuery types the page params it holds as unknown; they are the query's own.
  const data = query.data as ContactPages | undefined;
  const contacts = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const first = data?.pages[0];
  const firstParam = data?.pageParams[0];
  const offset = first && firstParam ? pageStart(first, firstParam) : 0;
  const end = offset + contacts.length;
  const reached = useRef({ key: '', rows: 0 });
  const key = JSON.stringify(listQuery);
  if (reached.current.key !== key) reached.current = { key, rows: 0 };
  if (data) reached.current.rows = query.hasNextPage ? Math.max(reached.current.rows, end) : end;
  return {
    contacts,
    offset,
    rows: reached.current.rows,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    /** Showing the previous filter's rows while the new ones load. */
    isStale: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    hasPreviousPage: query.hasPreviousPage,
    isFetchingPreviousPage: query.isFetchingPreviousPage,
    fetchPreviousPage: query.fetchPreviousPage,
    /** Starts again from the first page (a jump to the top from far down, not a walk back up). */
    restart: useCallback(
      () => queryClient.resetQueries({ queryKey: options.queryKey, exact: true }),
      [queryClient, options.queryKey],
    ),
  };
}

export type ContactList = ReturnType<typeof useContactList>;
