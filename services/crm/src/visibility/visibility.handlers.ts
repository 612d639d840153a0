import { roles, type RecordScope, type Role } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { readRules, saveRule } from './visibility.repository';

/** Every role with its scope; roles without a saved rule see all of the tenant's records. */
const withDefaults = (saved: Partial<Record<Role, RecordScope>>) => ({
  rules: Object.fromEntries(roles.map((role) => [role, saved[role] ?? 'all'])) as Record<Role, RecordScope>,
});

export function visibilityHandlers(
  uow: UnitOfWork<CrmDb>,
): Pick<RpcHandlers<'crm'>, 'crm.visibility.get' | 'crm.visibility.update'> {
  return {
    'crm.visibility.get': async (_request, ctx) =>
      withDefaults(await uow.withTenant(requireTenant(ctx), (trx) => readRules(trx))),
    'crm.visibility.update': async ({ role, scope }, ctx) => {
      const tenantId = requireTenant(ctx);
      const saved = await uow.withTenant(tenantId, async (trx, emit) => {
        await saveRule(trx, tenantId, role, scope);
        emit({ type: 'crm.visibility.updated', tenantId, data: { role, scope } });
        return readRules(trx);
      });
      return withDefaults(saved);
    },
  };
}
