import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';

export interface OperatorFlagChange {
  userId: string;
  tenantId: string;
  email: string;
  name: string;
  role: 'super_admin' | 'wl_user' | 'regular_user';
  status: 'active' | 'invited' | 'deactivated';
}

/**
 * Grants or takes away the platform operator flag. Only the command line does this
 * (`npm run admin -- promote EMAIL`), on the owner connection, which sees every tenant's users:
 * no HTTP route and no RPC can make anyone an operator. An email used in several workspaces
 * needs the workspace's id.
 */
export async function setOperatorFlag(
  db: Kysely<IdentityDb>,
  email: string,
  isOperator: boolean,
  tenantId?: string,
): Promise<OperatorFlagChange> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase());
    if (tenantId) query = query.where('tenant_id', '=', tenantId);
    const users = await query.execute();
    if (users.length === 0) throw new AppError('not_found', `No user with the email ${email}`);
    if (users.length > 1) {
      const tenants = users.map((u) => u.tenant_id).join(', ');
      throw new AppError('conflict', `${email} is a user in several workspaces (${tenants}); name one with --tenant`);
    }
    const user = users[0]!;
    await trx
      .updateTable('users')
      .set({ is_operator: isOperator })
      .where('tenant_id', '=', user.tenant_id)
      .where('id', '=', user.id)
      .execute();
    await recordAudit(trx, {
      tenantId: user.tenant_id,
      actor: null,
      action: isOperator ? 'user.operator_granted' : 'user.operator_revoked',
      target: { id: user.id, label: user.email },
      details: { via: 'command line' },
    });
    const { id, tenant_id, name, role, status } = user;
    return { userId: id, tenantId: tenant_id, email: user.email, name, role, status };
  });
}
