import { Product, ProductInput, ProductList, ProductListQuery, ProductPatch } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['products'];
const read = { permission: 'pipeline' } as const;
// The catalogue and its prices are the workspace's: white-label users and super admins keep it.
const write = { permission: 'advanced_features' } as const;

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: read,
      schema: { tags, summary: 'The product catalogue', querystring: ProductListQuery, response: { 200: ProductList } },
    },
    (request) => app.rpc.call('crm.products.list', request.query, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config: write,
      schema: { tags, summary: 'Add a product to the catalogue', body: ProductInput, response: { 201: Product } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.products.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a product',
        params: z.object({ id: z.uuid() }),
        body: ProductPatch,
        response: { 200: Product },
      },
    },
    (request) =>
      app.rpc.call('crm.products.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
};

export default productRoutes;
