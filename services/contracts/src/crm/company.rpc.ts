import { z } from 'zod';
import { Company, CompanyListQuery } from './company.schema';

/** The company domain's request/reply methods; rpc.ts combines every domain's. */
export const companyRpcMethods = {
  'crm.companies.list': { request: CompanyListQuery, reply: z.object({ items: z.array(Company) }) },
} as const;
