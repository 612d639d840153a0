import { useEffect } from 'react';
import { contactPageSize, contactWindowPages } from '../queries';
import type { ContactList } from './useContactList';

/**
 * Loads the page after (or before) the loaded window while the rows from `from` to `to` reach
 * past its end (or above its start), one page at a time: two at once would cancel each other.
 * A jump to the list's top from more than a window below starts again from the first page.
 */
export function useLoadAround(list: ContactList, from: number, to: number) {
  const { offset, contacts, hasNextPage, hasPreviousPage, fetchNextPage, fetchPreviousPage, restart } = list;
  // The previous filter's rows, shown while the new ones load, are not this list's to page.
  const busy = list.isFetchingNextPage || list.isFetchingPreviousPage || list.isStale;
  const wantsNext = hasNextPage && to >= offset + contacts.length;
  const wantsPrevious = hasPreviousPage && from < offset;
  const wantsTop = wantsPrevious && from < contactPageSize && offset > contactWindowPages * contactPageSize;
  useEffect(() => {
    if (busy) return;
    if (wantsTop) void restart();
    else if (wantsNext) void fetchNextPage();
    else if (wantsPrevious) void fetchPreviousPage();
  }, [busy, wantsTop, wantsNext, wantsPrevious, fetchNextPage, fetchPreviousPage, restart]);
}
