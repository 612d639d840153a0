import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfToken } from '../../platform/csrf-token';
import { sessionCookie } from '../../platform/session-cookie';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF token for cookie-authenticated writes, on top of the Origin check (same-origin.ts) and
 * SameSite=Lax: a write that carries the session cookie must echo the token cookie in the
 * X-CSRF-Token header. A read hands out the token when the browser lacks it (a session from
 * before this check, a cleared cookie). Requests without a session cookie have nothing to forge.
 */
export default fp(
  async function csrf(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      const session = request.cookies[sessionCookie.name];
      // A call with an API key is authenticated by it alone (access.ts ignores the cookie then);
      // a browser cannot add that header cross-site without a CORS preflight, which the BFF never grants.
      if (!session || /^Bearer\s/i.test(request.headers.authorization ?? '')) return;
      const expected = csrfToken.of(session);
      if (safeMethods.has(request.method)) {
        if (request.cookies[csrfToken.cookieName] !== expected) csrfToken.set(reply, session, app.config.COOKIE_SECURE);
        return;
      }
      if (!csrfToken.matches(request.headers[csrfToken.headerName], expected)) {
        throw new AppError('forbidden', 'The request lacks its CSRF token; reload the page and try again');
      }
    });
  },
  { name: 'csrf' },
);
