import {
  SaveToolRunRequest,
  ToolRun,
  ToolRunList,
  ToolRunListQuery,
  ToolRunRequest,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = access.aiTools;
const tags = ['ai-tools'];

/** The 32 AI tools: runs go through the ai service (metered, charged in AI credits). */
const aiToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/runs',
    { config, schema: { tags, summary: 'Run a tool with its form', body: ToolRunRequest, response: { 201: ToolRun } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('ai.tools.run', request.body, request.rpcContext())),
  );
  app.get(
    '/runs',
    {
      config,
      schema: { tags, summary: 'Your recent runs', querystring: ToolRunListQuery, response: { 200: ToolRunList } },
    },
    (request) => app.rpc.call('ai.tools.runs', request.query, request.rpcContext()),
  );
  app.post(
    '/runs/:id/save',
    {
      config,
      schema: {
        tags,
        summary: "Save a result as a note on a contact's or deal's timeline",
        params,
        body: SaveToolRunRequest,
        response: { 200: ToolRun },
      },
    },
    (request) => app.rpc.call('ai.tools.save', { id: request.params.id, target: request.body }, request.rpcContext()),
  );
};
export default aiToolRoutes;
