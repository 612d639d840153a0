import type { RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { searchCompanies } from './company.repository';

export function createCompanyService(uow: UnitOfWork<CrmDb>) {
  return {
    list: async (search: string | undefined, limit: number, ctx: RpcContext) => ({
      items: await uow.read(requireTenant(ctx), (db) => searchCompanies(db, search, limit)),
    }),
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
