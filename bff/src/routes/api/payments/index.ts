import { PaymentWebhookReply } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The payment provider's webhooks: no session and no workspace (the signed event names both the
 * workspace and the invoice). The body stays the exact text received, as the signature covers it.
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    '/webhook',
    {
      config: { public: true, tenant: 'none' },
      schema: {
        tags: ['payments'],
        summary: "The provider's signed events (Stripe's Stripe-Signature header)",
        headers: z.object({ 'stripe-signature': z.string().max(2000) }),
        body: z.string().max(1_000_000),
        response: { 200: PaymentWebhookReply },
      },
    },
    (request) =>
      app.rpc.call(
        'crm.payments.webhook',
        { payload: request.body, signature: request.headers['stripe-signature'] },
        request.rpcContext(),
      ),
  );
};

export default paymentWebhookRoutes;
