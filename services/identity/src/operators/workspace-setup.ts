import type { Actor, AuditAction, ManagedUser, Tenant } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { mailInvitation } from '../mail/account-mail';
import { toManagedUser } from '../users/user.mapper';
import { findUserById } from '../users/user.repository';
import { addUser } from '../users/user.service';

interface WorkspaceSetup {
  /** Creates the tenant (in the tenant service). */
  createTenant: () => Promise<Tenant>;
  owner: { name: string; email: string };
  /** Who sets it up, from which tenant: the invitation names them. */
  by: { tenantId: string; actor: Actor };
  appUrl: string;
  audit: { action: AuditAction; details: Record<string, unknown> };
}

/**
 * A new workspace and its first super admin, invited by email (an operator's tenant, a
 * partner's client). The tenant is discarded if the user cannot be added, so nothing is left half made.
 */
export async function setUpWorkspace(
  uow: UnitOfWork<IdentityDb>,
  rpc: RpcClient,
  { createTenant, owner, by, appUrl, audit }: WorkspaceSetup,
): Promise<{ tenant: Tenant; owner: ManagedUser }> {
  const inviter =
    (await uow.withTenant(by.tenantId, (trx) => findUserById(trx, by.actor.userId)))?.name ?? by.actor.email;
  const tenant = await createTenant();
  try {
    const user = await uow.withTenant(tenant.id, async (trx, emit) => {
      const details = { email: owner.email, name: owner.name, role: 'super_admin' as const };
      const created = await addUser(trx, emit, tenant.id, details, { invitedBy: by.actor.userId });
      await mailInvitation(trx, emit, created, inviter, { companyName: tenant.branding.companyName, appUrl });
      const target = { id: tenant.id, label: tenant.slug };
      await recordAudit(trx, {
        tenantId: tenant.id,
        actor: by.actor,
        action: audit.action,
        target,
        details: audit.details,
      });
      return created;
    });
    return { tenant, owner: toManagedUser(user) };
  } catch (error) {
    await rpc.call('tenant.tenants.discard', { tenantId: tenant.id });
    throw error;
  }
}
