import { Pipeline, UpdateStagesRequest } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { permission: 'pipeline' } as const;
const tags = ['pipelines'];

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Pipelines with their stages',
        response: { 200: z.object({ items: z.array(Pipeline) }) },
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
};
export default pipelineRoutes;
