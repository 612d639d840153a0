import { type RpcHandlers, requireTenant } from '@smartcrm/kit';
import type { VisibilityService } from './visibility.service';

export function visibilityHandlers(
  visibility: VisibilityService,
): Pick<RpcHandlers<'crm'>, 'crm.visibility.get' | 'crm.visibility.update'> {
  return {
    'crm.visibility.get': (_request, ctx) => visibility.rules(requireTenant(ctx)),
    'crm.visibility.update': ({ role, scope }, ctx) => visibility.setRule(requireTenant(ctx), role, scope),
  };
}
