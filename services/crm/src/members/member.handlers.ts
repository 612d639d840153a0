import type { Role } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';

/** The tenant's people for owner and assignee pickers, by name (a tenant has hundreds, not millions). */
export function memberHandlers(uow: UnitOfWork<CrmDb>): Pick<RpcHandlers<'crm'>, 'crm.members.list'> {
  return {
    'crm.members.list': async (_request, ctx) => {
      const rows = await uow.withTenant(requireTenant(ctx), (trx) =>
        trx.selectFrom('members').select(['user_id', 'name', 'email', 'role']).orderBy('name').limit(5000).execute(),
      );
      return {
        items: rows.map((r) => ({ userId: r.user_id, name: r.name || r.email, email: r.email, role: r.role as Role })),
      };
    },
  };
}
