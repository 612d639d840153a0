import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Cookies, security headers (CSP) and Redis-backed rate limits shared by every BFF instance. */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(cookie);
    // Built once: @fastify/helmet builds helmet's middleware (parsing the CSP) again for every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          mediaSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: app.config.COOKIE_SECURE ? [] : null,
        },
      },
      strictTransportSecurity: app.config.COOKIE_SECURE,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: 'smartcrm:rate:',
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'rate_limited',
        message: `Too many attempts; try again in ${context.after}`,
      }),
    });
  },
  { name: 'security' },
);
