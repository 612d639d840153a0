import { SavedView, SavedViewInput, SavedViewListQuery, SavedViewPatch } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const tags = ['views'];

/** Saved views of the contacts and deals screens; private to their owner or shared with the workspace. */
const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Your views and the shared ones, for one screen',
        querystring: SavedViewListQuery,
        response: { 200: z.object({ items: z.array(SavedView) }) },
      },
    },
    (request) => app.rpc.call('crm.views.list', request.query, request.rpcContext()),
  );
  app.post(
    '/',
    { schema: { tags, summary: 'Save a view', body: SavedViewInput, response: { 201: SavedView } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.views.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename, change or share (owner only; `version` as read), or make it your default',
        params,
        body: SavedViewPatch,
        response: { 200: SavedView },
      },
    },
    (request) => app.rpc.call('crm.views.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a view', params, response: { 200: z.object({ id: z.uuid() }) } } },
    (request) => app.rpc.call('crm.views.delete', request.params, request.rpcContext()),
  );
};
export default viewRoutes;
