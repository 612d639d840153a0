import { AppError, type ManagedUser, type RpcContext, type RpcParsedRequest, type Tenant } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { setUpWorkspace } from './workspace-setup';

/**
 * A partner (agency) onboards a client: the tenant service creates the client workspace under
 * the partner (and checks the partner may), then its first super admin is invited by email.
 */
export function createPartnerOnboarding(uow: UnitOfWork<IdentityDb>, rpc: RpcClient) {
  return async (
    input: RpcParsedRequest<'identity.partners.onboard_client'>,
    ctx: RpcContext,
  ): Promise<{ tenant: Tenant; owner: ManagedUser }> => {
    if (!ctx.tenantId || !ctx.actor) throw new AppError('unauthenticated', 'Sign in to onboard a client');
    const { owner, appUrl, ...workspace } = input;
    return setUpWorkspace(uow, rpc, {
      createTenant: () => rpc.call('tenant.partners.create_client', workspace, ctx),
      owner,
      by: { tenantId: ctx.tenantId, actor: ctx.actor },
      appUrl,
      audit: { action: 'partner.client_onboarded', details: { plan: workspace.plan, partnerTenantId: ctx.tenantId } },
    });
  };
}
