import {
  AssistantAction,
  AssistantAuditQuery,
  AssistantThread,
  AssistantThreadSummary,
  AttachThreadRequest,
  CreateThreadRequest,
  PostMessageRequest,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const thread = z.object({ threadId: z.uuid() });
const action = z.object({ actionId: z.uuid() });
const config = access.assistants;
const tags = ['assistants'];

/** AI assistants: the user's own threads; a write runs only after POST …/confirm. */
const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/threads',
    {
      config,
      schema: {
        tags,
        summary: 'Your conversations, newest first',
        response: { 200: z.object({ items: z.array(AssistantThreadSummary) }) },
      },
    },
    (request) => app.rpc.call('ai.assistants.threads', {}, request.rpcContext()),
  );
  app.post(
    '/threads',
    {
      config,
      schema: { tags, summary: 'Start a conversation', body: CreateThreadRequest, response: { 201: AssistantThread } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('ai.assistants.create_thread', request.body, request.rpcContext())),
  );
  app.get(
    '/threads/:threadId',
    {
      config,
      schema: {
        tags,
        summary: 'One conversation with its messages',
        params: thread,
        response: { 200: AssistantThread },
      },
    },
    (request) => app.rpc.call('ai.assistants.thread', request.params, request.rpcContext()),
  );
  app.delete(
    '/threads/:threadId',
    {
      config,
      schema: { tags, summary: 'Delete a conversation', params: thread, response: { 200: z.object({ id: z.uuid() }) } },
    },
    (request) => app.rpc.call('ai.assistants.delete_thread', request.params, request.rpcContext()),
  );
  app.post(
    '/threads/:threadId/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Ask; reads are answered, writes proposed',
        params: thread,
        body: PostMessageRequest,
        response: { 200: AssistantThread },
      },
    },
    (request) => app.rpc.call('ai.assistants.post', { ...request.params, ...request.body }, request.rpcContext()),
  );
  app.post(
    '/threads/:threadId/attach',
    {
      config,
      schema: {
        tags,
        summary: 'Attach to a task (its assistantThreadId)',
        params: thread,
        body: AttachThreadRequest,
        response: { 200: AssistantThread },
      },
    },
    (request) => app.rpc.call('ai.assistants.attach', { ...request.params, ...request.body }, request.rpcContext()),
  );
  app.post(
    '/actions/:actionId/confirm',
    { config, schema: { tags, summary: 'Run a proposed change', params: action, response: { 200: AssistantThread } } },
    (request) => app.rpc.call('ai.assistants.confirm', request.params, request.rpcContext()),
  );
  app.post(
    '/actions/:actionId/reject',
    { config, schema: { tags, summary: 'Drop a proposed change', params: action, response: { 200: AssistantThread } } },
    (request) => app.rpc.call('ai.assistants.reject', request.params, request.rpcContext()),
  );
  app.get(
    '/audit',
    {
      config,
      schema: {
        tags,
        summary: 'Executed and rejected actions',
        querystring: AssistantAuditQuery,
        response: { 200: z.object({ items: z.array(AssistantAction) }) },
      },
    },
    (request) => app.rpc.call('ai.assistants.audit', request.query, request.rpcContext()),
  );
};
export default assistantRoutes;
