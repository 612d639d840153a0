import type { ContactPage } from '@smartcrm/contracts';

/**
 * Where a page of the list sits: after a cursor from row `start` on, or before a cursor up to row
 * `end` (the row count of a page fetched backwards is known only once it arrives). Rows are
 * numbered from the list's top, so a window of pages keeps its place as pages come and go.
 */
export type ContactPageParam = { after: string | null; start: number } | { before: string; end: number };

export const firstPageParam: ContactPageParam = { after: null, start: 0 };

/** The row number of a page's first row; a page with nothing before it is the top, row 0. */
export function pageStart(page: ContactPage, param: ContactPageParam): number {
  if (page.prevCursor === null) return 0;
  return 'start' in param ? param.start : Math.max(0, param.end - page.items.length);
}

export function nextPageParam(last: ContactPage, param: ContactPageParam): ContactPageParam | undefined {
  return last.nextCursor ? { after: last.nextCursor, start: pageStart(last, param) + last.items.length } : undefined;
}

export function previousPageParam(first: ContactPage, param: ContactPageParam): ContactPageParam | undefined {
  return first.prevCursor ? { before: first.prevCursor, end: pageStart(first, param) } : undefined;
}

/** The query string's paging part for a page. */
export function pagingParams(param: ContactPageParam): [string, string] | null {
  if ('before' in param) return ['before', param.before];
  return param.after ? ['cursor', param.after] : null;
}
