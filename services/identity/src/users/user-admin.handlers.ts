import type { RpcHandlers } from '@smartcrm/kit';
import { requirePermission } from '../common/actor';
import type { UserAdminService } from './user-admin.service';

const ack = { ok: true } as const;

export const userAdminHandlers = (users: UserAdminService) =>
  ({
    'identity.users.list': (query, ctx) => users.list(requirePermission(ctx, 'user_management'), query),
    'identity.users.invite': (input, ctx) => users.invite(requirePermission(ctx, 'user_management'), input),
    'identity.users.update_role': ({ userId, role }, ctx) =>
      users.updateRole(requirePermission(ctx, 'user_management'), userId, role),
    'identity.users.deactivate': ({ userId }, ctx) =>
      users.deactivate(requirePermission(ctx, 'user_management'), userId),
    'identity.users.reactivate': ({ userId }, ctx) =>
      users.reactivate(requirePermission(ctx, 'user_management'), userId),
    'identity.users.send_password_reset': async ({ userId, appUrl }, ctx) => {
      await users.sendPasswordReset(requirePermission(ctx, 'user_management'), userId, appUrl);
      return ack;
    },
  }) satisfies Partial<RpcHandlers<'identity'>>;
