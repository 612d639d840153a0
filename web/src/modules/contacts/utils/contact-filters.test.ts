import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filtersFromParams,
  hasActiveFilters,
  listQueryFrom,
  nextSort,
  paramsFrom,
  sortDirection,
} from './contact-filters';

describe('contact filters and the URL', () => {
  it('reads every filter from search params', () => {
    const params = new URLSearchParams(
      'search=ada&status=lead,prospect&interest=hot&tag=vip,partner&favorite=true&owner=me&sort=name',
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'ada',
      status: ['lead', 'prospect'],
      interest: ['hot'],
      tag: ['vip', 'partner'],
      favorite: true,
      mine: true,
      sort: 'name',
    });
  });

  it('drops values the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams('status=lead,nope&interest=lukewarm&sort=color&owner=x'));
    expect(filters).toEqual({ ...emptyFilters, status: ['lead'] });
  });

  it('round-trips through the page URL, leaving defaults out', () => {
    const filters = { ...emptyFilters, search: ' ada ', status: ['customer' as const], favorite: true };
    const params = paramsFrom(listQueryFrom(filters));
    expect(params.toString()).toBe('search=ada&status=customer&favorite=true');
    expect(filtersFromParams(params)).toEqual({ ...filters, search: 'ada' });
    expect(paramsFrom(listQueryFrom(emptyFilters)).toString()).toBe('');
  });

  it('keeps the sort for the API', () => {
    expect(paramsFrom({ ...listQueryFrom(emptyFilters), limit: 100 }, false).toString()).toBe(
      'sort=-createdAt&limit=100',
    );
  });

  it('knows whether anything narrows the list', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, mine: true })).toBe(true);
  });
});

describe('sorting by column header', () => {
  it('starts names ascending and dates or scores descending', () => {
    expect(nextSort('-createdAt', 'name')).toBe('name');
    expect(nextSort('name', 'leadScore')).toBe('-leadScore');
  });

  it('flips the direction of the current column', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt');
  });

  it('reports the direction for aria-sort', () => {
    expect(sortDirection('-leadScore', 'leadScore')).toBe('descending');
    expect(sortDirection('company', 'company')).toBe('ascending');
    expect(sortDirection('company', 'name')).toBe('none');
  });
});
