import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { routeHost } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inlineScriptHashes, withScriptSources } from '../platform/inline-scripts';
import { sessionCookie } from '../platform/session-cookie';

const landingPaths = new Set(['/', '/landing']);

/**
 * landing.html holds the landing page prerendered for a signed-out visitor of the main site. A
 * request with a session (the app may send a member to the dashboard) or naming a workspace (its
 * branding) gets index.html, which renders once it knows who and where.
 */
function wantsPrerenderedLanding(request: FastifyRequest, path: string, baseDomain: string | undefined): boolean {
  if (!landingPaths.has(path) || request.cookies[sessionCookie.name]) return false;
  if ((request.query as { tenant?: string }).tenant !== undefined) return false;
  return routeHost(request.headers.host, baseDomain).kind === 'none';
}

/** The mini dashboard other sites put in an iframe; every other page refuses to be framed. */
const embedPage = '/dashboard-embed';
/** A published form's hosted page (/f/<form id>): its embed snippets frame it. */
const formPage = /^\/f\/[0-9a-f-]{36}$/;
/** The script (web/public) that frames a form in another site's page and sizes it. */
const formEmbedScript = 'form-embed.js';

// Safe to frame: the dashboard only shows figures its API key may read and has nothing to click
// into acting; a form page only takes a visitor's post, which needs no session.
function allowFramingAnywhere(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}

function allowInlineScripts(reply: FastifyReply, hashes: string[]) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', withScriptSources(csp, hashes));
}

/**
 * Serves the built React app; any GET that is not an API path gets index.html so the
 * client router can handle deep links (/contacts/42 after a reload).
 */
export default fp<{ root: string; baseDomain?: string }>(async function webApp(
  app: FastifyInstance,
  { root, baseDomain },
) {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ root }, 'the web app is not built (npm run build); serving the API only');
    return;
  }
  // The build's landing.html, read once like the rest of the build: its inline scripts' hashes.
  const landingHtml = join(root, 'landing.html');
  const landingScripts = existsSync(landingHtml) ? inlineScriptHashes(readFileSync(landingHtml, 'utf8')) : null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; browsers get the smallest they accept.
    preCompressed: true,
    // Vite puts a content hash in every asset name, so they never change under one URL.
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      // Other sites load the form embed script (its .br/.gz too): the default same-origin resource policy would block it.
      if (path.includes(`/${formEmbedScript}`)) res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { public: true, tenant: 'none' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ code: 'not_found', message: `No route GET ${request.url.split('?')[0]}` });
    }
    const path = request.url.split('?')[0]!;
    // A page built before a redeploy asks for chunks that are gone: a 404 lets it reload, HTML would not run.
    if (path.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'not_found', message: `No asset ${path}` });
    }
    if (path === embedPage || formPage.test(path)) allowFramingAnywhere(reply);
    reply.header('cache-control', 'no-cache');
    // Which page / gets depends on the session cookie, so a cache must not give one visitor's to another.
    if (landingPaths.has(path)) reply.header('vary', 'cookie');
    if (landingScripts && wantsPrerenderedLanding(request, path, baseDomain)) {
      allowInlineScripts(reply, landingScripts);
      return reply.sendFile('landing.html');
    }
    return reply.sendFile('index.html');
  });
});
