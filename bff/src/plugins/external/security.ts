import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';

/** Cookies, security headers (CSP) and Redis-backed rate limits shared by every BFF instance. */
export default fp<{ redis: Redis; secure: boolean }>(async function security(app: FastifyInstance, opts) {
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
        upgradeInsecureRequests: opts.secure ? [] : null,
      },
    },
    strictTransportSecurity: opts.secure,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis,
    nameSpace: 'smartcrm:rate:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'rate_limited',
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
});
