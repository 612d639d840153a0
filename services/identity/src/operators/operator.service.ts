import type { ManagedUser, RpcContext, RpcParsedRequest, Tenant } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { requireOperator } from './operator-guard';
import { setUpWorkspace } from './workspace-setup';

/** Setting up a tenant for a customer, as a platform operator. */
export function createOperatorService(uow: UnitOfWork<IdentityDb>, rpc: RpcClient) {
  return {
    /** The tenant and its first super admin, invited by email; the tenant is discarded if that fails. */
    async createTenant(
      input: RpcParsedRequest<'identity.operators.create_tenant'>,
      ctx: RpcContext,
    ): Promise<{ tenant: Tenant; owner: ManagedUser }> {
      const by = requireOperator(ctx);
      const { slug, companyName, plan, owner, appUrl } = input;
      return setUpWorkspace(uow, rpc, {
        createTenant: () => rpc.call('tenant.tenants.create', { slug, companyName, plan }),
        owner,
        by,
        appUrl,
        audit: { action: 'tenant.created', details: { plan } },
      });
    },
  };
}
