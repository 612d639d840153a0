import { Goal, GoalInput, GoalList, GoalPatch, GoalSuggestions, access } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
// Goals are every rep's own targets: the dashboard permission every role holds (spec 000 §6).
const config = access.aiGoals;
const tags = ['ai-goals'];

/** AI goals with progress measured from the CRM's records on every read. */
const aiGoalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config, schema: { tags, summary: 'Your goals', response: { 200: GoalList } } }, (request) =>
    app.rpc.call('ai.goals.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Set a goal', body: GoalInput, response: { 201: Goal } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('ai.goals.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    { config, schema: { tags, summary: 'Change a goal', params, body: GoalPatch, response: { 200: Goal } } },
    (request) => app.rpc.call('ai.goals.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete a goal', params, response: { 200: params } } },
    (request) => app.rpc.call('ai.goals.delete', request.params, request.rpcContext()),
  );
  app.get(
    '/:id/suggestions',
    {
      config,
      schema: {
        tags,
        summary: 'Ways to reach the goal from the real pipeline',
        params,
        response: { 200: GoalSuggestions },
      },
    },
    (request) => app.rpc.call('ai.goals.suggestions', request.params, request.rpcContext()),
  );
};
export default aiGoalRoutes;
