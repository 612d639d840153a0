import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ContactFilters, filtersFromParams, listQueryFrom, paramsFrom } from '../utils/contact-filters';

/** The list's filters, read from and written to the URL (replacing, so Back leaves the page). */
export function useContactFilters(): [ContactFilters, (change: Partial<ContactFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<ContactFilters>) =>
      setParams((current) => paramsFrom(listQueryFrom({ ...filtersFromParams(current), ...change })), {
        replace: true,
      }),
    [setParams],
  );
  return [filters, update];
}
