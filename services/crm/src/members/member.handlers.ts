import type { RpcHandlers } from '@smartcrm/kit';
import type { MemberService } from './member.service';

export const memberHandlers = (members: MemberService): Pick<RpcHandlers<'crm'>, 'crm.members.list'> => ({
  'crm.members.list': (_request, ctx) => members.list(ctx),
});
