import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type BrandColors, TenantContext } from '../hooks/useTenant';
import { tenantInfoQuery } from '../queries';
import { currentTenant, storeTenantId } from '../utils/tenant-storage';
import { TenantBranding } from './TenantBranding';

export function TenantProvider({ children }: { children: ReactNode }) {
  // The landing page's prerender (no window) is for the main site, which names no workspace.
  const [resolved, setResolved] = useState(() => (typeof window === 'undefined' ? null : currentTenant()));
  const identifier = resolved?.identifier ?? null;
  const { data, isPending } = useQuery(tenantInfoQuery(identifier));
  const [preview, previewColors] = useState<BrandColors | null>(null);
  const branding = useMemo(() => (data ? { ...data.branding, ...preview } : null), [data, preview]);

  const chooseWorkspace = useCallback((slug: string) => {
    storeTenantId(slug.trim().toLowerCase());
    setResolved(currentTenant());
  }, []);

  const value = useMemo(
    () => ({
      tenant: data ?? null,
      isLoading: identifier !== null && isPending,
      resolved,
      chooseWorkspace,
      previewColors,
    }),
    [data, identifier, isPending, resolved, chooseWorkspace],
  );

  return (
    <TenantContext.Provider value={value}>
      <TenantBranding branding={branding} />
      {children}
    </TenantContext.Provider>
  );
}
