import { TenantInfo, TenantInfoResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The hosted apps' addresses from the deployment's configuration (null when not set). */
const EmbeddedApps = z.object({ businessIntel: z.url().nullable(), intel: z.url().nullable() });

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const embeddedApps = { businessIntel: app.config.BUSINESS_INTEL_URL ?? null, intel: app.config.INTEL_URL ?? null };
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
  app.get(
    '/embedded-apps',
    {
      config: { public: true, tenant: 'none' },
      schema: {
        tags: ['tenant'],
        summary: 'Addresses of the hosted apps shown at /business-intel and /intel',
        response: { 200: EmbeddedApps },
      },
    },
    async () => embeddedApps,
  );
};
export default tenantRoutes;
