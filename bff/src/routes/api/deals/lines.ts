import { DealLines, DealLinesInput } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'pipeline', feature: 'quote-builder' } as const;
const tags = ['deals'];

/** A deal's line items (products, quantities, discounts, taxes), replaced as a whole. */
const dealLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/lines',
    { config, schema: { tags, summary: "A deal's line items and their totals", params, response: { 200: DealLines } } },
    (request) => app.rpc.call('crm.dealLines.get', { dealId: request.params.id }, request.rpcContext()),
  );
  app.put(
    '/:id/lines',
    {
      config,
      schema: {
        tags,
        summary: "Replace the deal's line items; with valueFollowsLines the deal's value becomes their total",
        params,
        body: DealLinesInput,
        response: { 200: DealLines },
      },
    },
    (request) =>
      app.rpc.call('crm.dealLines.set', { dealId: request.params.id, lines: request.body }, request.rpcContext()),
  );
};

export default dealLineRoutes;
