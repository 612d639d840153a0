import { access, Conversation, ConversationPage, ConversationPatch, ConversationQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = access.communicationHub;
const tags = ['communication hub'];

/** `/api/conversations`: the communication hub, one conversation per contact across email, texts and calls. */
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Conversations of the contacts you may see, newest first (mine, unassigned or all)',
        querystring: ConversationQuery,
        response: { 200: ConversationPage },
      },
    },
    (request) => app.rpc.call('crm.conversations.list', request.query, request.rpcContext()),
  );
  app.patch(
    '/:contactId',
    {
      config,
      schema: {
        tags,
        summary: 'Assign, close, reopen or mark read a contact’s conversation',
        params: z.object({ contactId: z.uuid() }),
        body: ConversationPatch,
        response: { 200: Conversation },
      },
    },
    (request) =>
      app.rpc.call(
        'crm.conversations.update',
        { contactId: request.params.contactId, patch: request.body },
        request.rpcContext(),
      ),
  );
};

export default conversationRoutes;
