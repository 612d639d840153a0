import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A tracked link of sequence mail: counts the follow and redirects to the address the link was
 * made for. The token is signed with that address, so the route redirects nowhere else.
 */
const clickRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/click/:token',
    {
      config: { public: true, tenant: 'none', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['public site'],
        summary: 'Tracked link of a sequence mail',
        params: z.object({ token: z.string().min(1).max(400) }),
        querystring: z.object({ u: z.url({ protocol: /^https?$/ }).max(2048) }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const { url } = await app.rpc.call(
        'messaging.track.click',
        { token: request.params.token, url: request.query.u },
        request.rpcContext(),
      );
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
export default clickRoutes;
