import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

interface Verdict {
  max: number;
  remaining: number;
  ttlInSeconds: number;
  isExceeded: boolean;
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the binding limit of the two. */
function setHeaders(reply: FastifyReply, verdict: Verdict, windowSeconds: number) {
  reply.header('RateLimit-Limit', verdict.max);
  reply.header('RateLimit-Remaining', verdict.remaining);
  reply.header('RateLimit-Reset', verdict.ttlInSeconds);
  reply.header('RateLimit-Policy', `${verdict.max};w=${windowSeconds}`);
}

/**
 * Calls made with an API key are limited per key and per workspace (all its keys together), in
 * Redis through @fastify/rate-limit's store (registered by security.ts), so every BFF instance
 * counts alike. People signed in are limited by their own routes' limits, not these.
 */
export default fp(
  async function apiRateLimit(app: FastifyInstance) {
    const opts = { perKey: app.config.API_KEY_RATE_LIMIT, perTenant: app.config.API_TENANT_RATE_LIMIT };
    const windowSeconds = 60;
    const timeWindow = windowSeconds * 1000;
    const perKey = app.createRateLimit({
      max: opts.perKey,
      timeWindow,
      keyGenerator: (request) => `key:${request.apiKey!.keyId}`,
    });
    const perTenant = app.createRateLimit({
      max: opts.perTenant,
      timeWindow,
      keyGenerator: (request) => `tenant:${request.tenant!.id}`,
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!request.apiKey) return;
      const verdicts: ({ scope: string } & Verdict)[] = [];
      for (const [scope, limiter] of [
        ['key', perKey],
        ['workspace', perTenant],
      ] as const) {
        const verdict = await limiter(request);
        if (!verdict.isAllowed) verdicts.push({ scope, ...verdict });
      }
      const binding = verdicts.find((v) => v.isExceeded) ?? verdicts.sort((a, b) => a.remaining - b.remaining)[0]!;
      setHeaders(reply, binding, windowSeconds);
      if (binding.isExceeded) {
        reply.header('Retry-After', binding.ttlInSeconds);
        throw new AppError(
          'rate_limited',
          `Rate limit of ${binding.max} requests a minute per ${binding.scope} reached; retry in ${binding.ttlInSeconds} s`,
          { limit: binding.max, scope: binding.scope, retryAfterSeconds: binding.ttlInSeconds },
        );
      }
    });
  },
  // After access (the key is known); the store is security's @fastify/rate-limit in Redis.
  { name: 'api-rate-limit', dependencies: ['access', 'security'] },
);
