import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Only one navigation menu open at a time; all close when the location changes (spec 000 §2). */
export function useSingleOpenMenu(): (id: string) => MenuState {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setOpenId(null), [location.pathname, location.search]);

  return useCallback(
    (id: string) => ({
      open: openId === id,
      // A closing menu only clears the state if it still owns it: opening another may come first.
      onOpenChange: (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    }),
    [openId],
  );
}
