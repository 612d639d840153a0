import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['text messages'];
const open = { public: true, tenant: 'none' } as const;
const form = z.record(z.string(), z.string());

/**
 * `/api/sms-webhooks`: the telephony provider's callbacks (incoming texts, delivery receipts), form
 * posts signed by the provider; the messaging service checks the signature and applies each once.
 */
const smsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const relay = (
    request: FastifyRequest,
    target: { accountId: string; kind: 'status' | 'inbound'; messageId?: string },
  ) =>
    app.rpc.call(
      'messaging.sms.webhook',
      {
        ...target,
        path: request.url,
        params: request.body as Record<string, string>,
        signature: String(request.headers['x-twilio-signature'] ?? ''),
      },
      request.rpcContext(),
    );

  app.post(
    '/:accountId/inbound',
    {
      config: open,
      schema: {
        tags,
        summary: 'An incoming text (provider webhook)',
        params: z.object({ accountId: z.uuid() }),
        body: form,
      },
    },
    async (request, reply) => {
      const answer = await relay(request, { accountId: request.params.accountId, kind: 'inbound' });
      return reply.type(answer.contentType).send(answer.body);
    },
  );
  app.post(
    '/:accountId/status/:messageId',
    {
      config: open,
      schema: {
        tags,
        summary: 'A delivery receipt (provider webhook)',
        params: z.object({ accountId: z.uuid(), messageId: z.uuid() }),
        body: form,
      },
    },
    async (request, reply) => {
      const answer = await relay(request, { ...request.params, kind: 'status' });
      return reply.type(answer.contentType).send(answer.body);
    },
  );
};
export default smsWebhookRoutes;
