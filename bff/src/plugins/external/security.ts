import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Cookies, security headers (CSP) and Redis-backed rate limits shared by every BFF instance. */
export default fp<{ redis: Redis; secure: boolean }>(async function security(app: FastifyInstance, opts) {
  await app.register(cookie);
  await app.register(helmet, {
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
