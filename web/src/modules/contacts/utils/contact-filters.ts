import {
  type ContactListQuery,
  type ContactSort,
  type ContactStatus,
  contactSorts,
  contactStatuses,
  type InterestLevel,
  interestLevels,
} from '@smartcrm/contracts';

/** What the list shows; it lives in the URL so a filtered view can be shared and survives reloads. */
export interface ContactFilters {
  search: string;
  status: ContactStatus[];
  interest: InterestLevel[];
  tag: string[];
  favorite: boolean;
  mine: boolean;
  sort: ContactSort;
}

export const defaultSort: ContactSort = '-createdAt';

export const emptyFilters: ContactFilters = {
  search: '',
  status: [],
  interest: [],
  tag: [],
  favorite: false,
  mine: false,
  sort: defaultSort,
};

const list = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const oneOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

/** Reads filters from the page URL; unknown values are dropped rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): ContactFilters {
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('search') ?? '',
    status: oneOf(contactStatuses, list(params, 'status')),
    interest: oneOf(interestLevels, list(params, 'interest')),
    tag: list(params, 'tag'),
    favorite: params.get('favorite') === 'true',
    mine: params.get('owner') === 'me',
    sort: oneOf(contactSorts, [sort])[0] ?? defaultSort,
  };
}

/** The filters as the API's query: both the page URL and `GET /api/contacts` use these names. */
export function listQueryFrom(filters: ContactFilters): ContactListQuery {
  const query: ContactListQuery = { sort: filters.sort };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.status.length) query.status = filters.status;
  if (filters.interest.length) query.interest = filters.interest;
  if (filters.tag.length) query.tag = filters.tag;
  if (filters.favorite) query.favorite = true;
  if (filters.mine) query.owner = 'me';
  return query;
}

/** Query parameters for the page URL (defaults left out) or, with a cursor and limit, for the API. */
export function paramsFrom(query: ContactListQuery, omitDefaultSort = true): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'sort' && omitDefaultSort && value === defaultSort) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export function hasActiveFilters(filters: ContactFilters): boolean {
  const { sort: _sort, ...rest } = filters;
  const { sort: _default, ...empty } = emptyFilters;
  return JSON.stringify({ ...rest, search: rest.search.trim() }) !== JSON.stringify(empty);
}

export type SortableColumn = 'name' | 'company' | 'createdAt' | 'updatedAt' | 'lastContact' | 'leadScore';

/** Names and companies sort A→Z first; dates and scores newest or highest first. */
const descendingFirst: ReadonlySet<SortableColumn> = new Set(['createdAt', 'updatedAt', 'lastContact', 'leadScore']);

/** Clicking a column header: sort by it, or flip its direction when it already sorts. */
export function nextSort(current: ContactSort, column: SortableColumn): ContactSort {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return descendingFirst.has(column) ? `-${column}` : column;
}

export function sortDirection(current: ContactSort, column: SortableColumn): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
