import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on a
 * cross-site write, so a write whose Origin is another host is refused.
 */
export default fp(async function sameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
    if (originHost !== request.host) throw new AppError('forbidden', 'Cross-site request refused');
  });
});
