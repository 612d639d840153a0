import type { Role } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { listMembers } from './member.repository';

export function memberHandlers(uow: UnitOfWork<CrmDb>): Pick<RpcHandlers<'crm'>, 'crm.members.list'> {
  return {
    'crm.members.list': async (_request, ctx) => {
      const rows = await uow.read(requireTenant(ctx), (db) => listMembers(db));
      return {
        items: rows.map((r) => ({ userId: r.user_id, name: r.name || r.email, email: r.email, role: r.role as Role })),
      };
    },
  };
}
