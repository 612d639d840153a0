import type { ViewScope } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createView, deleteView, savedViewsQuery, updateView, viewKeys } from '../queries';
import { viewQueryOf } from '../utils/view-query';

/**
 * A screen's saved views: which one is on screen (its query equals the URL's), applying one, and
 * the writes. A screen opened without a query opens the user's default view.
 */
export function useSavedViews(scope: ViewScope, transient: readonly string[] = []) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const views = useQuery(savedViewsQuery(scope));
  const current = viewQueryOf(location.search, transient);
  const active = views.data?.find((v) => viewQueryOf(v.query) === current) ?? null;
  const apply = (query: string) => navigate({ pathname: location.pathname, search: query ? `?${query}` : '' });

  const openedDefault = useRef(false);
  useEffect(() => {
    if (openedDefault.current || !views.data) return;
    openedDefault.current = true;
    const preferred = views.data.find((v) => v.isDefault);
    if (preferred && current === '') navigate({ search: `?${preferred.query}` }, { replace: true });
  }, [views.data, current, navigate]);

  const options = {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: viewKeys.scope(scope) }),
    onError: (error: Error) => toast.error(error.message),
  };
  return {
    views: views.data ?? [],
    active,
    current,
    apply,
    create: useMutation({ mutationFn: createView, ...options }),
    update: useMutation({ mutationFn: updateView, ...options }),
    remove: useMutation({ mutationFn: deleteView, ...options }),
  };
}
export type SavedViewsState = ReturnType<typeof useSavedViews>;
