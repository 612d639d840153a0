import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app; any GET that is not an API path gets index.html so the
 * client router can handle deep links (/contacts/42 after a reload).
 */
export default fp<{ root: string }>(async function webApp(app: FastifyInstance, { root }) {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ root }, 'the web app is not built (npm run build); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite puts a content hash in every asset name, so they never change under one URL.
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { public: true, tenant: 'none' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ code: 'not_found', message: `No route GET ${request.url.split('?')[0]}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
