import { type RecordScope, type Role, roles } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { readRules, saveRule } from './visibility.repository';

/** Every role with its scope; roles without a saved rule see all of the tenant's records. */
const withDefaults = (saved: Partial<Record<Role, RecordScope>>) => ({
  rules: Object.fromEntries(roles.map((role) => [role, saved[role] ?? 'all'])) as Record<Role, RecordScope>,
});

/** Which records each role of a tenant sees: its own, its team's or all. */
export function createVisibilityService(uow: UnitOfWork<CrmDb>) {
  return {
    rules: async (tenantId: string) => withDefaults(await uow.read(tenantId, (db) => readRules(db))),
    /** Saved with its event in one transaction: lists, figures and sockets change with it. */
    async setRule(tenantId: string, role: Role, scope: RecordScope) {
      const saved = await uow.withTenant(tenantId, async (trx, emit) => {
        await saveRule(trx, tenantId, role, scope);
        emit({ type: 'crm.visibility.updated', tenantId, data: { role, scope } });
        return readRules(trx);
      });
      return withDefaults(saved);
    },
  };
}
export type VisibilityService = ReturnType<typeof createVisibilityService>;
