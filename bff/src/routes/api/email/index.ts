import { access, OutboundMessage, SendRequest } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = access.email;
const tags = ['email'];

/** Sending email through the user's own mailbox: queued once per intent id, then handed to SMTP. */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send',
    {
      config,
      schema: {
        tags,
        summary: 'Send an email (the same intentId again returns the first send, never a second one)',
        body: SendRequest,
        response: { 202: OutboundMessage },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await app.rpc.call('messaging.messages.send', request.body, request.rpcContext())),
  );
  app.get(
    '/sends/:intentId',
    {
      config,
      schema: {
        tags,
        summary: 'A send and its status',
        params: z.object({ intentId: z.uuid() }),
        response: { 200: OutboundMessage },
      },
    },
    (request) => app.rpc.call('messaging.messages.get', request.params, request.rpcContext()),
  );
};
export default emailRoutes;
