import { ServicesResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectServiceStats } from '../../../platform/service-stats';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      config: { permission: 'admin_dashboard' },
      schema: {
        tags: ['admin'],
        summary: "Each service's instances, requests, errors and latency",
        response: { 200: ServicesResponse },
      },
    },
    async () => ({ services: await collectServiceStats(app.nc) }),
  );
};
export default adminRoutes;
