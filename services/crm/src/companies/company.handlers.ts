import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { searchCompanies } from './company.repository';

export function companyHandlers(uow: UnitOfWork<CrmDb>): Pick<RpcHandlers<'crm'>, 'crm.companies.list'> {
  return {
    'crm.companies.list': async ({ search, limit }, ctx) => ({
      items: await uow.read(requireTenant(ctx), (db) => searchCompanies(db, search, limit)),
    }),
  };
}
