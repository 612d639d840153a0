import { Company, CompanyListQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'contacts' },
      schema: {
        tags: ['contacts'],
        summary: 'Companies by name',
        querystring: CompanyListQuery,
        response: { 200: z.object({ items: z.array(Company) }) },
      },
    },
    (request) => app.rpc.call('crm.companies.list', request.query, request.rpcContext()),
  );
};
export default companyRoutes;
