import type { RpcHandlers } from '@smartcrm/kit';
import type { CompanyService } from './company.service';

export const companyHandlers = (companies: CompanyService): Pick<RpcHandlers<'crm'>, 'crm.companies.list'> => ({
  'crm.companies.list': ({ search, limit }, ctx) => companies.list(search, limit, ctx),
});
