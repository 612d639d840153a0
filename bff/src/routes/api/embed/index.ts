import { AppError, ApiKeySecret, EmbedDashboard } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The key from `X-Api-Key` or `Authorization: Bearer`; the embed page sends the header, never a cookie. */
function apiKeyOf(request: FastifyRequest): string {
  const header = request.headers['x-api-key'];
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const parsed = ApiKeySecret.safeParse(typeof header === 'string' ? header : bearer);
  if (!parsed.success) throw new AppError('unauthenticated', 'Send an API key in the X-Api-Key header');
  return parsed.data;
}

/**
 * `GET /api/embed/dashboard`: the mini dashboard another site embeds (spec 001 §2.10, §9), read
 * with an API key of the workspace instead of a session. The figures are the workspace's own.
 */
const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['embed'],
        summary: "The workspace's mini dashboard, for an API key with dashboard:read",
        headers: z.object({ 'x-api-key': z.string().optional() }),
        response: { 200: EmbedDashboard },
      },
    },
    async (request) => {
      const ctx = { ...request.rpcContext(), actor: null };
      const key = await app.rpc.call('identity.api_keys.verify', { secret: apiKeyOf(request) }, ctx);
      if (!key.scopes.includes('dashboard:read'))
        throw new AppError('forbidden', 'This key may not read the dashboard');
      const figures = await app.rpc.call('crm.analytics.embed_summary', {}, ctx);
      return { workspaceName: request.tenant!.branding.companyName, ...figures };
    },
  );
};
export default embedRoutes;
