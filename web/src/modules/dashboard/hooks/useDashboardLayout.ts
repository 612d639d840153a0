import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { dashboardKeys, layoutQuery, resetLayout, saveLayout } from '../queries';
import { layoutStorageKey, readStoredOrder, toServerLayout, writeStoredOrder } from '../utils/layout-rules';

/**
 * The order of the shown sections; `defaultOrder` is the plan's and role's default (sections
 * whose data they may not read left out). The browser's copy paints at once; the user's saved layout
 * (it follows them to another browser) replaces it when it arrives. Every change is mirrored
 * in local storage and saved on the server.
 */
export function useDashboardLayout(defaultOrder: string[]) {
  const [order, setOrder] = useState<string[]>(() => readStoredOrder(localStorage) ?? defaultOrder);
  const saved = useQuery(layoutQuery);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!saved.data) return;
    setOrder(saved.data.order);
    writeStoredOrder(localStorage, saved.data.order);
  }, [saved.data]);

  const save = useMutation({
    mutationFn: (next: string[]) => saveLayout(toServerLayout(next)),
    onSuccess: (layout) => queryClient.setQueryData(dashboardKeys.layout, layout),
    onError: () => toast.error('Could not save your dashboard layout'),
  });
  const reset = useMutation({
    mutationFn: resetLayout,
    onSuccess: () => queryClient.setQueryData(dashboardKeys.layout, null),
  });

  const change = useCallback(
    (next: string[]) => {
      setOrder(next);
      writeStoredOrder(localStorage, next);
      if (toServerLayout(next).order.length > 0) save.mutate(next);
    },
    [save],
  );

  const restoreDefault = useCallback(() => {
    setOrder(defaultOrder);
    localStorage.removeItem(layoutStorageKey);
    reset.mutate();
  }, [reset, defaultOrder]);

  return { order, change, restoreDefault };
}
