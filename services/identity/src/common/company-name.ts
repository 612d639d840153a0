import type { RpcClient } from '@smartcrm/kit';

/** The workspace's name as mail shows it; asked before a transaction opens, never inside one. */
export const companyNameOf = async (rpc: RpcClient, tenantId: string): Promise<string> =>
  (await rpc.call('tenant.tenants.resolve', { identifier: tenantId })).branding.companyName;
