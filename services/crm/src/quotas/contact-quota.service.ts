import type { RpcContext } from '@smartcrm/contracts';
import { type PlanCache, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { countContacts } from './contact-quota';

export function createContactQuotaService(uow: UnitOfWork<CrmDb>, plans: PlanCache) {
  return {
    /** The plan page's figure: contacts in use against the plan's limit. */
    async usage(ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const { contacts } = (await plans.of(tenantId)).quotas;
      return { limit: contacts, used: await uow.withTenant(tenantId, (trx) => countContacts(trx)) };
    },
  };
}
export type ContactQuotaService = ReturnType<typeof createContactQuotaService>;
