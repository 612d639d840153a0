import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['public site'];
const open = { public: true, tenant: 'none' } as const;
const params = z.object({ token: z.string().min(1).max(400) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of sequence mail. Opening it shows a button (link scanners that open every
 * link must not unsubscribe anyone); pressing it, or a mail program's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`), unsubscribes the address.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click POST is a form body; its only field is fixed, so it is taken as text and not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.get(
    '/unsubscribe/:token',
    {
      config: open,
      schema: { tags, summary: 'The page of an unsubscribe link', params, response: { 200: z.string() } },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribe',
            '<p>Stop receiving these emails?</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
          ),
        ),
  );
  app.post(
    '/unsubscribe/:token',
    {
      config: { ...open, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Unsubscribe (one click, RFC 8058)', params, response: { 200: z.string() } },
    },
    async (request, reply) => {
      await app.rpc.call('messaging.unsubscribe', request.params, request.rpcContext());
      return reply
        .type('text/html; charset=utf-8')
        .send(page('You are unsubscribed', '<p>You will not receive these emails again.</p>'));
    },
  );
};
export default unsubscribeRoutes;
