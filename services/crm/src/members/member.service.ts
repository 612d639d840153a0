import type { RpcContext, Role } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { listMembers } from './member.repository';

/** The workspace's users as crm knows them from identity's events (owners, assignees). */
export function createMemberService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => listMembers(db));
      return {
        items: rows.map((r) => ({ userId: r.user_id, name: r.name || r.email, email: r.email, role: r.role as Role })),
      };
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
