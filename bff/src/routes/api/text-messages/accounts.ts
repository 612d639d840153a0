import { Ack, access, SmsAccount, SmsAccountDraft } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = access.smsSettings;
const tags = ['text messages'];

/** `/api/text-messages/accounts`: the workspace's sending numbers at a telephony provider. */
const smsAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      config: access.textMessages,
      schema: { tags, summary: 'Sending numbers', response: { 200: z.object({ items: z.array(SmsAccount) }) } },
    },
    (request) => app.rpc.call('messaging.sms.accounts.list', {}, request.rpcContext()),
  );
  app.post(
    '/accounts',
    {
      config,
      schema: {
        tags,
        summary: 'Connect a number: checks the credentials and points its incoming texts here',
        body: SmsAccountDraft,
        response: { 201: SmsAccount },
      },
    },
    async (request, reply) => {
      // The address the provider calls back: this deployment's public one.
      const webhookBase = app.config.APP_URL ?? `${request.protocol}://${request.host}`;
      const account = await app.rpc.call(
        'messaging.sms.accounts.connect',
        { ...request.body, webhookBase },
        request.rpcContext(),
      );
      return reply.status(201).send(account);
    },
  );
  app.delete(
    '/accounts/:id',
    {
      config,
      schema: { tags, summary: 'Remove a number', params: z.object({ id: z.uuid() }), response: { 200: Ack } },
    },
    (request) => app.rpc.call('messaging.sms.accounts.remove', request.params, request.rpcContext()),
  );
};
export default smsAccountRoutes;
