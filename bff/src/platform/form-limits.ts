import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Posts to one form of one workspace from every address together, a hook of its own beside the
 * per-address limit (the plugin runs one limit per route): rotating addresses does not let a
 * flood through to the form.
 */
export function perForm(app: FastifyInstance, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `form|${request.tenant?.id ?? 'no-workspace'}|${(request.params as { id?: string }).id ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('rate_limited', `This form takes no more posts now; try again in ${limit.ttlInSeconds} s`);
    }
  };
}
