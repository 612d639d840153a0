import { Task, TaskDeleted, TaskInput, TaskListQuery, TaskPage, TaskPatch } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const toggleBody = z.object({ version: z.number().int().min(1).optional() }).nullish();
// Tasks live with the calendar in the access map (spec 000 §6 has no tasks permission of its own).
const config = { permission: 'calendar' } as const;
const tags = ['tasks'];

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, summary: 'A keyset page of tasks', querystring: TaskListQuery, response: { 200: TaskPage } },
    },
    async (request, reply) => {
      await reply.sendRpc('crm.tasks.list', request.query, request.rpcContext());
    },
  );
  app.get('/:id', { config, schema: { tags, summary: 'One task', params, response: { 200: Task } } }, (request) =>
    app.rpc.call('crm.tasks.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Create a task', body: TaskInput, response: { 201: Task } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.tasks.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change fields; `version` must be the one you read',
        params,
        body: TaskPatch,
        response: { 200: Task },
      },
    },
    (request) => app.rpc.call('crm.tasks.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.post(
    '/:id/complete',
    { config, schema: { tags, summary: 'Mark Complete', params, body: toggleBody, response: { 200: Task } } },
    (request) => app.rpc.call('crm.tasks.complete', { ...request.body, id: request.params.id }, request.rpcContext()),
  );
  app.post(
    '/:id/reopen',
    { config, schema: { tags, summary: 'Mark Incomplete', params, body: toggleBody, response: { 200: Task } } },
    (request) => app.rpc.call('crm.tasks.reopen', { ...request.body, id: request.params.id }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Soft delete (undo with restore)', params, response: { 200: TaskDeleted } } },
    (request) => app.rpc.call('crm.tasks.delete', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/restore',
    { config, schema: { tags, summary: 'Undo a delete', params, response: { 200: Task } } },
    (request) => app.rpc.call('crm.tasks.restore', request.params, request.rpcContext()),
  );
};
export default taskRoutes;
