import {
  Board,
  BoardQuery,
  Deal,
  DealDeleted,
  DealInput,
  DealListQuery,
  DealMove,
  DealPage,
  DealPatch,
  DealStageChange,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'pipeline' } as const;
const tags = ['deals'];

const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/board',
    {
      config,
      schema: {
        tags,
        summary: 'A kanban board: stages, first cards, totals',
        querystring: BoardQuery,
        response: { 200: Board },
      },
    },
    async (request, reply) => {
      await reply.sendRpc('crm.deals.board', request.query, request.rpcContext());
    },
  );
  app.get(
    '/',
    {
      config,
      schema: { tags, summary: 'A keyset page of deals', querystring: DealListQuery, response: { 200: DealPage } },
    },
    (request) => app.rpc.call('crm.deals.list', request.query, request.rpcContext()),
  );
  app.get('/:id', { config, schema: { tags, summary: 'One deal', params, response: { 200: Deal } } }, (request) =>
    app.rpc.call('crm.deals.get', request.params, request.rpcContext()),
  );
  app.get(
    '/:id/timeline',
    {
      config,
      schema: {
        tags,
        summary: 'Stage changes, newest first',
        params,
        response: { 200: z.object({ items: z.array(DealStageChange) }) },
      },
    },
    (request) => app.rpc.call('crm.deals.timeline', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Create a deal', body: DealInput, response: { 201: Deal } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.deals.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change fields; `version` must be the one you read',
        params,
        body: DealPatch,
        response: { 200: Deal },
      },
    },
    (request) => app.rpc.call('crm.deals.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.post(
    '/:id/move',
    {
      config,
      schema: {
        tags,
        summary: 'Drop the card into a stage between two others',
        params,
        body: DealMove.omit({ id: true }),
        response: { 200: Deal },
      },
    },
    (request) => app.rpc.call('crm.deals.move', { ...request.body, id: request.params.id }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Soft delete (undo with restore)', params, response: { 200: DealDeleted } } },
    (request) => app.rpc.call('crm.deals.delete', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/restore',
    { config, schema: { tags, summary: 'Undo a delete', params, response: { 200: Deal } } },
    (request) => app.rpc.call('crm.deals.restore', request.params, request.rpcContext()),
  );
};
export default dealRoutes;
