import { HealthResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectServiceStats } from '../../../platform/service-stats';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { public: true, tenant: 'none' },
      schema: {
        tags: ['platform'],
        summary: 'Whether every service answers over NATS, and how fast',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const services = await collectServiceStats(app.nc);
      const ok = services.every((s) => s.up);
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        services: Object.fromEntries(
          services.map((s) => [s.name, { up: s.up, instances: s.instances, averageLatencyMs: s.averageLatencyMs }]),
        ),
        checkedAt: new Date().toISOString(),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
export default healthRoutes;
