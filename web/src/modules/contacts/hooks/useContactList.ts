import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
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
  const listQuery = listQueryFrom(filters);
  const query = useInfiniteQuery(contactListQuery(listQuery));
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
  reached.current.rows = query.hasNextPage ? Math.max(reached.current.rows, end) : end;
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
  };
}

export type ContactList = ReturnType<typeof useContactList>;
