import { AppError } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const querystring = z.object({ domain: z.string().min(1).max(253) });

/**
 * Caddy's on-demand TLS asks here before it requests a certificate for a host it has not seen:
 * 200 for a verified custom domain or an existing workspace's subdomain, 404 for anything else,
 * so nobody can make us request certificates for names that are not ours.
 */
const tlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ask',
    {
      config: { public: true, tenant: 'none' },
      schema: { tags: ['platform'], summary: 'May a certificate be issued for this host?', querystring },
    },
    async (request, reply) => {
      if (!(await app.hostTenants.servesTls(request.query.domain, request.rpcContext()))) {
        throw new AppError('not_found', 'No workspace is served at this host');
      }
      return reply.status(200).send({ ok: true });
    },
  );
};
export default tlsRoutes;
