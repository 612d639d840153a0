import { PublicQuote, QuoteAcceptInput, QuoteToken } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';
import { renderQuotePdf } from '../../../platform/quote-pdf';

const params = z.object({ token: QuoteToken });
const tags = ['quotes'];
// The customer's page: no sign-in, on the workspace's own address; the token is the secret.
const config = { public: true, rateLimit: perAddressAndWorkspace(60) } as const;

const quoteLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    { config, schema: { tags, summary: 'A quote as its customer sees it', params, response: { 200: PublicQuote } } },
    (request) => app.rpc.call('crm.quotes.publicGet', request.params, request.rpcContext()),
  );
  app.get(
    '/:token/pdf',
    { config, schema: { tags, summary: 'The quote as a PDF, for its customer', params } },
    async (request, reply) => {
      const quote = await app.rpc.call('crm.quotes.publicGet', request.params, request.rpcContext());
      return reply.type('application/pdf').send(await renderQuotePdf(quote, request.tenant!.branding));
    },
  );
  app.post(
    '/:token/accept',
    {
      config,
      schema: {
        tags,
        summary: 'The customer accepts this version with their typed name (time and address are recorded)',
        params,
        body: QuoteAcceptInput,
        response: { 200: PublicQuote },
      },
    },
    (request) =>
      app.rpc.call(
        'crm.quotes.accept',
        { token: request.params.token, acceptance: request.body, ip: request.ip },
        request.rpcContext(),
      ),
  );
};

export default quoteLinkRoutes;
