import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/** A path under /contacts that keeps the list's filters (its search params). */
export function useContactsPath() {
  const { search } = useLocation();
  return useCallback((pathname: string) => ({ pathname, search }), [search]);
}
