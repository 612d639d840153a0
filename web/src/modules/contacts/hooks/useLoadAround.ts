import { useEffect } from 'react';
import type { ContactList } from './useContactList';

/**
 * Loads the page after (or before) the loaded window while the rows from `from` to `to` reach
 * past its end (or above its start), one page at a time: two at once would cancel each other.
 */
export function useLoadAround(list: ContactList, from: number, to: number) {
  const { offset, contacts, hasNextPage, hasPreviousPage, fetchNextPage, fetchPreviousPage } = list;
  const busy = list.isFetchingNextPage || list.isFetchingPreviousPage;
  const wantsNext = hasNextPage && to >= offset + contacts.length;
  const wantsPrevious = hasPreviousPage && from < offset;
  useEffect(() => {
    if (busy) return;
    if (wantsNext) void fetchNextPage();
    else if (wantsPrevious) void fetchPreviousPage();
  }, [busy, wantsNext, wantsPrevious, fetchNextPage, fetchPreviousPage]);
}
