import { z } from 'zod';
import { Tenant } from './tenant.schema';
import { AssetKind, PutAssetInput, TenantAsset } from './branding.schema';

/** The branding domain's request/reply methods; rpc.ts combines every domain's. */
export const brandingRpcMethods = {
  'tenant.assets.put': { request: PutAssetInput, reply: Tenant },
  'tenant.assets.get': { request: z.object({ kind: AssetKind }), reply: TenantAsset },
  'tenant.assets.delete': { request: z.object({ kind: AssetKind }), reply: Tenant },
} as const;
