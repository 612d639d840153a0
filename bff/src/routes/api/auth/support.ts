import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csrfToken } from '../../../platform/csrf-token';
import { sessionCookie } from '../../../platform/session-cookie';
import { tenantPageUrl } from '../../../platform/tenant-address';

/** Where an operator's own session waits while they sign in as a user on the same address. */
const returnCookie = 'smartcrm_operator_return';

/** "Sign in as" (support sessions): entered by a single-use link, ended from the banner. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: app.config.COOKIE_SECURE, path: '/' } as const;

  app.get(
    '/support/enter',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Take over a support session by its single-use code (a link from the tenant list)',
        querystring: z.object({ code: z.string().min(32).max(128), tenant: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const signedIn = await app.rpc.call('identity.support.enter', { code: request.query.code }, request.rpcContext());
      const own = request.cookies[sessionCookie.name];
      if (own) reply.setCookie(returnCookie, own, cookieOptions);
      sessionCookie.set(reply, signedIn.token, signedIn.expiresAt, app.config.COOKIE_SECURE);
      return reply.redirect(tenantPageUrl(request, request.tenant!.slug, '/dashboard', app.config.APP_URL));
    },
  );

  app.post(
    '/support/end',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the support session; answers where the operator’s own workspace is',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie.name]!;
      const ctx = request.rpcContext();
      const { operatorTenantId } = await app.rpc.call('identity.support.end', { token }, ctx);
      app.sessions.delete(request.tenant!.id, token);
      const own = request.cookies[returnCookie];
      if (own) {
        reply.setCookie(sessionCookie.name, own, cookieOptions);
        csrfToken.set(reply, own, app.config.COOKIE_SECURE);
        reply.clearCookie(returnCookie, { path: '/' });
      } else {
        sessionCookie.clear(reply);
      }
      const operatorTenant = await app.tenants.resolve(operatorTenantId, ctx);
      return { url: tenantPageUrl(request, operatorTenant.slug, '/admin/tenants', app.config.APP_URL) };
    },
  );
};
export default supportRoutes;
