import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a request whose Origin names another host (or is not a URL). Without an Origin it
 * passes: browsers send one on every cross-site write and every WebSocket handshake.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('forbidden', 'Cross-site request refused');
  }
  if (originHost !== request.host) throw new AppError('forbidden', 'Cross-site request refused');
}

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on a
 * cross-site write, so a write whose Origin is another host is refused.
 */
export default fp(
  async function sameOrigin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!safeMethods.has(request.method)) refuseCrossSite(request);
    });
  },
  { name: 'same-origin' },
);
