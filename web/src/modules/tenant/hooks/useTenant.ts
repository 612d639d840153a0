import type { TenantInfo } from '@smartcrm/contracts';
import { createContext, useContext } from 'react';
import type { ResolvedTenant } from '../utils/tenant-identifier';

export interface TenantContextValue {
  /** The loaded tenant, or null when none was resolved or the lookup failed. */
  tenant: TenantInfo | null;
  isLoading: boolean;
  resolved: ResolvedTenant | null;
  /** Remembers a workspace slug as the stored tenantId and loads that tenant. */
  chooseWorkspace: (slug: string) => void;
  /** Shows unsaved colours in the whole shell until cleared with null (the branding form's live preview). */
  previewColors: (colors: BrandColors | null) => void;
}

export type BrandColors = Pick<TenantInfo['branding'], 'primaryColor' | 'secondaryColor'>;

export const TenantContext = createContext<TenantContextValue | null>(null);

export function useTenant(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant must be used inside TenantProvider');
  return value;
}
