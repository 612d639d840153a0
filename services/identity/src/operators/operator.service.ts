import type { ManagedUser, RpcContext, RpcParsedRequest, Tenant } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { mailInvitation } from '../mail/account-mail';
import { toManagedUser } from '../users/user.mapper';
import { findUserById } from '../users/user.repository';
import { addUser } from '../users/user.service';
import { requireOperator } from './operator-guard';

/** Setting up a tenant for a customer, as a platform operator. */
export function createOperatorService(uow: UnitOfWork<IdentityDb>, rpc: RpcClient) {
  return {
    /** The tenant and its first super admin, invited by email; the tenant is discarded if that fails. */
    async createTenant(
      input: RpcParsedRequest<'identity.operators.create_tenant'>,
      ctx: RpcContext,
    ): Promise<{ tenant: Tenant; owner: ManagedUser }> {
      const { tenantId: operatorTenantId, actor } = requireOperator(ctx);
      const operatorName =
        (await uow.withTenant(operatorTenantId, (trx) => findUserById(trx, actor.userId)))?.name ?? actor.email;
      const { slug, companyName, plan, owner, appUrl } = input;
      const tenant = await rpc.call('tenant.tenants.create', { slug, companyName, plan });
      try {
        const user = await uow.withTenant(tenant.id, async (trx, emit) => {
          const details = { email: owner.email, name: owner.name, role: 'super_admin' as const };
          const created = await addUser(trx, emit, tenant.id, details, { invitedBy: actor.userId });
          await mailInvitation(trx, emit, created, operatorName, { companyName, appUrl });
          const target = { id: tenant.id, label: slug };
          await recordAudit(trx, { tenantId: tenant.id, actor, action: 'tenant.created', target, details: { plan } });
          return created;
        });
        return { tenant, owner: toManagedUser(user) };
      } catch (error) {
        await rpc.call('tenant.tenants.discard', { tenantId: tenant.id });
        throw error;
      }
    },
  };
}
