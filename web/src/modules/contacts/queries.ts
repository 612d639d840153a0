import {
  Company,
  Contact,
  type ContactInput,
  type ContactListQuery,
  ContactPage,
  type ContactPatch,
  ContactTotal,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { paramsFrom } from './utils/contact-filters';
import { firstPageParam, nextPageParam, pagingParams, previousPageParam } from './utils/contact-window';

/** Rows per keyset page: enough to fill a tall screen twice, small enough to answer fast. */
export const contactPageSize = 100;
/**
 * Pages a list keeps: scrolling on drops the farthest page behind and scrolling back loads it
 * again (`before` its neighbour), so 100,000 rows down the tab holds 1,000, not 100,000.
 */
export const contactWindowPages = 10;

/** Keys by prefix: invalidating `contactKeys.all` refreshes every list and every open contact. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (query: ContactListQuery) => [...contactKeys.lists(), query] as const,
  totals: () => [...contactKeys.all, 'total'] as const,
  total: (owner: 'me' | 'all') => [...contactKeys.totals(), owner] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (id: string) => [...contactKeys.details(), id] as const,
  companies: (search: string) => ['companies', 'search', search] as const,
  name: (id: string) => [...contactKeys.all, 'name', id] as const,
  picker: (term: string) => [...contactKeys.all, 'picker', term] as const,
  recent: () => [...contactKeys.all, 'ai-panel'] as const,
};

/** A contact's name alone, for a picker prefilled with its id. */
export const contactNameQuery = (id: string) =>
  queryOptions({
    queryKey: contactKeys.name(id),
    queryFn: async () => Contact.parse(await apiRequest(`/api/contacts/${id}`)).name,
    staleTime: 60_000,
  });

/** The first few contacts matching what is typed into a contact picker. */
export const contactPickerQuery = (term: string) =>
  queryOptions({
    queryKey: contactKeys.picker(term),
    queryFn: async () =>
      ContactPage.parse(await apiRequest(`/api/contacts?${new URLSearchParams({ search: term, limit: '6' })}`)).items,
    staleTime: 30_000,
  });

/** The 20 most recently changed contacts (the AI analysis panel's choice). */
export const recentContactsQuery = () =>
  queryOptions({
    queryKey: contactKeys.recent(),
    queryFn: () => apiRequest<ContactPage>('/api/contacts?limit=20&sort=-updatedAt'),
  });

export const contactListQuery = (query: ContactListQuery) =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(query),
    queryFn: async ({ pageParam }) => {
      const params = paramsFrom({ ...query, limit: contactPageSize }, false);
      const paging = pagingParams(pageParam);
      if (paging) params.set(...paging);
      return ContactPage.parse(await apiRequest(`/api/contacts?${params}`));
    },
    initialPageParam: firstPageParam,
    getNextPageParam: (last, _pages, param) => nextPageParam(last, param),
    getPreviousPageParam: (first, _pages, param) => previousPageParam(first, param),
    maxPages: contactWindowPages,
    // A new search keeps the old rows on screen until the new ones arrive: no flash, no layout shift.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The header's figure: every contact the viewer may see, or their own (Mine). */
export const contactTotalQuery = (owner: 'me' | 'all') =>
  queryOptions({
    queryKey: contactKeys.total(owner),
    queryFn: async () =>
      ContactTotal.parse(await apiRequest(`/api/contacts/total${owner === 'me' ? '?owner=me' : ''}`)).total,
    staleTime: 30_000,
  });

export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: async () => Contact.parse(await apiRequest(`/api/contacts/${id}`)),
    staleTime: 30_000,
  });

export const companySearchQuery = (search: string) =>
  queryOptions({
    queryKey: contactKeys.companies(search),
    queryFn: async () => {
      const params = new URLSearchParams({ search, limit: '8' });
      const page = await apiRequest<{ items: unknown }>(`/api/companies?${params}`);
      return Company.array().parse(page.items);
    },
    staleTime: 60_000,
  });

export const createContact = async (input: ContactInput) =>
  Contact.parse(await apiRequest('/api/contacts', { method: 'POST', body: input }));

export const updateContact = async (id: string, patch: ContactPatch) =>
  Contact.parse(await apiRequest(`/api/contacts/${id}`, { method: 'PATCH', body: patch }));

export const deleteContact = (id: string) => apiRequest(`/api/contacts/${id}`, { method: 'DELETE' });

export const restoreContact = async (id: string) =>
  Contact.parse(await apiRequest(`/api/contacts/${id}/restore`, { method: 'POST' }));
