import { type AssetKind, Tenant, TenantInfo, type UpdateBrandingInput } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../api/http';
import { tenantKeys } from '../../tenant/queries';
import { uploadAsset } from '../utils/upload-asset';

const assetLabels: Record<AssetKind, string> = { logo: 'Logo', favicon: 'Favicon' };

/** The saved tenant replaces the cached one at once, so this tab's shell changes without a round trip. */
function useApplyTenant() {
  const queryClient = useQueryClient();
  return (tenant: Tenant) => queryClient.setQueriesData({ queryKey: tenantKeys.all }, TenantInfo.parse(tenant));
}

export function useUpdateBranding() {
  const apply = useApplyTenant();
  return useMutation({
    mutationFn: async (body: UpdateBrandingInput) =>
      Tenant.parse(await apiRequest('/api/tenant/branding', { method: 'PUT', body })),
    onSuccess: (tenant) => {
      apply(tenant);
      toast.success('Branding saved');
    },
  });
}

export function useUploadAsset(kind: AssetKind) {
  const apply = useApplyTenant();
  return useMutation({
    mutationFn: (file: File) => uploadAsset(kind, file),
    onSuccess: (tenant) => {
      apply(tenant);
      toast.success(`${assetLabels[kind]} uploaded`);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useRemoveAsset(kind: AssetKind) {
  const apply = useApplyTenant();
  return useMutation({
    mutationFn: async () => Tenant.parse(await apiRequest(`/api/tenant/${kind}`, { method: 'DELETE' })),
    onSuccess: (tenant) => {
      apply(tenant);
      toast.success(`${assetLabels[kind]} removed`);
    },
    onError: (error) => toast.error(error.message),
  });
}
