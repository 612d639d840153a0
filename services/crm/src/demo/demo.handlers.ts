import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { seedDemoCrm } from './demo-seed';

export function demoHandlers(uow: UnitOfWork<CrmDb>): Pick<RpcHandlers<'crm'>, 'crm.demo.seed'> {
  return {
    'crm.demo.seed': ({ ownerIds }, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, (trx) => seedDemoCrm(trx, tenantId, ownerIds));
    },
  };
}
