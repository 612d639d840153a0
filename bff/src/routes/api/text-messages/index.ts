import {
  access,
  E164,
  SmsBulkProgress,
  SmsBulkRequest,
  SmsBulkResult,
  SmsMessage,
  SmsSendRequest,
  SmsThread,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = access.textMessages;
const tags = ['text messages'];

/** `/api/text-messages`: threads per contact, sending one text or many (each once). */
const textMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/threads',
    {
      config,
      schema: {
        tags,
        summary: 'Conversations, newest first (one contact’s when named)',
        querystring: z.object({ contactId: z.uuid().optional() }),
        response: { 200: z.object({ items: z.array(SmsThread) }) },
      },
    },
    (request) => app.rpc.call('messaging.sms.threads.list', request.query, request.rpcContext()),
  );
  app.get(
    '/threads/:accountId/:peer',
    {
      config,
      schema: {
        tags,
        summary: 'A conversation’s texts, oldest first (marks them read)',
        params: z.object({ accountId: z.uuid(), peer: E164 }),
        response: { 200: z.object({ items: z.array(SmsMessage), optedOut: z.boolean() }) },
      },
    },
    (request) => app.rpc.call('messaging.sms.threads.get', request.params, request.rpcContext()),
  );
  app.post(
    '/send',
    {
      config,
      schema: {
        tags,
        summary: 'Send a text (the same intentId again returns the first send, never a second one)',
        body: SmsSendRequest,
        response: { 202: SmsMessage },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await app.rpc.call('messaging.sms.send', request.body, request.rpcContext())),
  );
  app.post(
    '/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Text many recipients once each (opted-out numbers skipped with the reason)',
        body: SmsBulkRequest,
        response: { 202: SmsBulkResult },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await app.rpc.call('messaging.sms.bulk', request.body, request.rpcContext())),
  );
  app.get(
    '/bulk/:bulkId',
    {
      config,
      schema: {
        tags,
        summary: 'How far a bulk send is',
        params: z.object({ bulkId: z.uuid() }),
        response: { 200: SmsBulkProgress },
      },
    },
    (request) => app.rpc.call('messaging.sms.bulk.progress', request.params, request.rpcContext()),
  );
};
export default textMessageRoutes;
