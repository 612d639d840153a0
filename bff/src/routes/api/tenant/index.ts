import { TenantInfo, TenantInfoResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info',
    {
      config: { public: true },
      schema: {
        tags: ['tenant'],
        summary: "The resolved tenant's branding and features",
        response: { 200: TenantInfoResponse },
      },
    },
    async (request) => ({ tenant: TenantInfo.parse(request.tenant) }),
  );
};
export default tenantRoutes;
