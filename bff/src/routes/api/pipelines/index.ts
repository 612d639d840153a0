import {
  CreatePipelineRequest,
  DeletePipelineRequest,
  Pipeline,
  RenamePipelineRequest,
  ReorderPipelinesRequest,
  UpdateStagesRequest,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { permission: 'pipeline' } as const;
/** Adding, renaming, ordering and removing pipelines shapes every user's board: white-label users and admins. */
const manage = { permission: 'advanced_features' } as const;
const tags = ['pipelines'];
const params = z.object({ pipelineId: z.uuid() });
const list = z.object({ items: z.array(Pipeline) });

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Pipelines with their stages',
        response: { 200: list },
      },
    },
    (request) => app.rpc.call('crm.pipelines.list', {}, request.rpcContext()),
  );
  app.put(
    '/:pipelineId/stages',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, reorder, add or remove stages; `version` must be the one you read',
        params: z.object({ pipelineId: z.uuid() }),
        body: UpdateStagesRequest.omit({ pipelineId: true }),
        response: { 200: Pipeline },
      },
    },
    (request) =>
      app.rpc.call('crm.pipelines.update_stages', { ...request.body, ...request.params }, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config: manage,
      schema: { tags, summary: 'A new pipeline', body: CreatePipelineRequest, response: { 201: Pipeline } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.pipelines.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:pipelineId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Rename',
        params,
        body: RenamePipelineRequest.omit({ id: true }),
        response: { 200: Pipeline },
      },
    },
    (request) =>
      app.rpc.call('crm.pipelines.rename', { ...request.body, id: request.params.pipelineId }, request.rpcContext()),
  );
  app.post(
    '/:pipelineId/default',
    { config: manage, schema: { tags, summary: 'Make it the default pipeline', params, response: { 200: Pipeline } } },
    (request) => app.rpc.call('crm.pipelines.set_default', { id: request.params.pipelineId }, request.rpcContext()),
  );
  app.put(
    '/order',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every pipeline id, in the new order',
        body: ReorderPipelinesRequest,
        response: { 200: list },
      },
    },
    (request) => app.rpc.call('crm.pipelines.reorder', request.body, request.rpcContext()),
  );
  app.delete(
    '/:pipelineId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete; one with deals needs ?moveDealsTo=<pipeline id>',
        params,
        querystring: DeletePipelineRequest.pick({ moveDealsTo: true }),
        response: { 200: z.object({ id: z.uuid(), movedDeals: z.number() }) },
      },
    },
    (request) =>
      app.rpc.call('crm.pipelines.delete', { ...request.query, id: request.params.pipelineId }, request.rpcContext()),
  );
};
export default pipelineRoutes;
