import {
  ContactRequestInput,
  ContactRequestResponse,
  contactReceivedMessage,
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterSubscribeRequest,
  NewsletterSubscribeResponse,
  newsletterPendingMessage,
  PricingResponse,
  PublicPlan,
  trialDays,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['public site'];
const open = { public: true, tenant: 'none' } as const;

/**
 * What the public site reads and sends without a sign-in or a workspace: the pricing of the
 * package builder's plans, the Stay Updated box and the contact form (rate-limited per address).
 */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const forms = { ...open, rateLimit: { max: app.config.PUBLIC_FORM_RATE_LIMIT, timeWindow: '1 hour' } };

  app.get(
    '/pricing',
    {
      config: open,
      schema: { tags, summary: 'The plans offered on the pricing section', response: { 200: PricingResponse } },
    },
    async (request) => {
      const { plans } = await app.rpc.call('tenant.plans.list', { listed: true }, request.rpcContext());
      return { plans: plans.map((plan) => PublicPlan.parse(plan)), trialDays };
    },
  );

  app.post(
    '/newsletter',
    {
      config: forms,
      schema: {
        tags,
        summary: 'Subscribe an address (it gets a confirmation link); the same answer for every valid address',
        body: NewsletterSubscribeRequest,
        response: { 202: NewsletterSubscribeResponse },
      },
    },
    async (request, reply) => {
      const appUrl = app.config.APP_URL ?? `${request.protocol}://${request.host}`;
      await app.rpc.call('identity.newsletter.subscribe', { ...request.body, appUrl }, request.rpcContext());
      return reply.status(202).send({ message: newsletterPendingMessage });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: forms,
      schema: {
        tags,
        summary: 'Confirm a subscription with the mailed link',
        body: NewsletterConfirmRequest,
        response: { 200: NewsletterConfirmResponse },
      },
    },
    (request) => app.rpc.call('identity.newsletter.confirm', request.body, request.rpcContext()),
  );

  app.post(
    '/contact',
    {
      config: forms,
      schema: {
        tags,
        summary: "Send a message to the platform's team",
        body: ContactRequestInput,
        response: { 202: ContactRequestResponse },
      },
    },
    async (request, reply) => {
      await app.rpc.call('identity.contact_requests.submit', request.body, request.rpcContext());
      return reply.status(202).send({ message: contactReceivedMessage });
    },
  );
};
export default publicRoutes;
