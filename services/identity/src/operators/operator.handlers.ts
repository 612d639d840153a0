import type { RpcHandlers } from '@smartcrm/kit';
import { requireTenant } from '@smartcrm/kit';
import type { createSupportService } from '../support/support.service';
import type { UserAdminService } from '../users/user-admin.service';
import { requireOperator } from './operator-guard';
import type { createOperatorService } from './operator.service';

type OperatorHandlers = Pick<
  RpcHandlers<'identity'>,
  | 'identity.operators.create_tenant'
  | 'identity.operators.list_users'
  | 'identity.support.start'
  | 'identity.support.enter'
  | 'identity.support.end'
>;

/** Platform operators: tenants they set up, users they sign in as for support. */
export function operatorHandlers(
  operators: ReturnType<typeof createOperatorService>,
  support: ReturnType<typeof createSupportService>,
  userAdmin: UserAdminService,
): OperatorHandlers {
  return {
    'identity.operators.create_tenant': (input, ctx) => operators.createTenant(input, ctx),
    'identity.operators.list_users': ({ tenantId, ...query }, ctx) =>
      userAdmin.list({ tenantId, actor: requireOperator(ctx).actor }, query),
    'identity.support.start': ({ tenantId, userId }, ctx) => support.start(tenantId, userId, ctx),
    'identity.support.enter': ({ code }, ctx) => support.enter(requireTenant(ctx), code),
    'identity.support.end': ({ token }, ctx) => support.end(requireTenant(ctx), token),
  };
}
