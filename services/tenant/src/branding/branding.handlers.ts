import type { RpcHandlers } from '@smartcrm/kit';
import type { createBrandingService } from './branding.service';

type BrandingHandlers = Pick<
  RpcHandlers<'tenant'>,
  'tenant.tenants.update_branding' | 'tenant.assets.put' | 'tenant.assets.get' | 'tenant.assets.delete'
>;

export function brandingHandlers(branding: ReturnType<typeof createBrandingService>): BrandingHandlers {
  return {
    'tenant.tenants.update_branding': (input, ctx) => branding.update(input, ctx),
    'tenant.assets.put': (input, ctx) => branding.putAsset(input, ctx),
    'tenant.assets.get': ({ kind }, ctx) => branding.getAsset(kind, ctx),
    'tenant.assets.delete': ({ kind }, ctx) => branding.deleteAsset(kind, ctx),
  };
}
