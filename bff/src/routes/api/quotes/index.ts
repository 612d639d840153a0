import { Quote, QuoteInput, QuoteList, QuoteListQuery, QuoteRevision } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderQuotePdf } from '../../../platform/quote-pdf';

const params = z.object({ id: z.uuid() });
const config = { permission: 'pipeline' } as const;
const tags = ['quotes'];

const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, summary: 'Quotes (of a deal)', querystring: QuoteListQuery, response: { 200: QuoteList } },
    },
    (request) => app.rpc.call('crm.quotes.list', request.query, request.rpcContext()),
  );
  app.get(
    '/:id',
    { config, schema: { tags, summary: 'One quote with its lines', params, response: { 200: Quote } } },
    (request) => app.rpc.call('crm.quotes.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'A quote of a deal (its line items unless lines are given)',
        body: QuoteInput,
        response: { 201: Quote },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.quotes.create', request.body, request.rpcContext())),
  );
  app.post(
    '/:id/revisions',
    {
      config,
      schema: {
        tags,
        summary: 'A new version; the one revised is superseded',
        params,
        body: QuoteRevision,
        response: { 201: Quote },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.rpc.call(
            'crm.quotes.revise',
            { id: request.params.id, revision: request.body },
            request.rpcContext(),
          ),
        ),
  );
  app.get(
    '/:id/pdf',
    { config, schema: { tags, summary: 'The quote as a branded PDF', params } },
    async (request, reply) => {
      const quote = await app.rpc.call('crm.quotes.get', request.params, request.rpcContext());
      const pdf = await renderQuotePdf({ ...quote, customerName: null }, request.tenant!.branding);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="quote-${quote.number}-v${quote.version}.pdf"`)
        .send(pdf);
    },
  );
};

export default quoteRoutes;
