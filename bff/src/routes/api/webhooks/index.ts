import {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['webhooks'];
// Whoever may hand out API keys may send the workspace's events to another system; a key needs
// webhooks:read or webhooks:manage.
const config = { permission: 'api_access', apiArea: 'webhooks' } as const;
const params = z.object({ id: z.uuid() });

/** `/api/webhooks`: endpoints that receive the workspace's events, signed, and their delivery log. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, summary: 'Webhook endpoints', response: { 200: WebhookEndpointList } } },
    (request) => app.rpc.call('integrations.webhooks.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Add an endpoint (its signing secret is in this answer only)',
        body: WebhookEndpointInput,
        response: { 201: WebhookEndpointWithSecret },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('integrations.webhooks.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change, turn off or on',
        params,
        body: WebhookEndpointPatch,
        response: { 200: WebhookEndpoint },
      },
    },
    (request) =>
      app.rpc.call('integrations.webhooks.update', { ...request.body, ...request.params }, request.rpcContext()),
  );
  app.delete('/:id', { config, schema: { tags, summary: 'Remove an endpoint', params } }, async (request, reply) => {
    await app.rpc.call('integrations.webhooks.delete', request.params, request.rpcContext());
    return reply.status(204).send();
  });
  app.post(
    '/:id/rotate-secret',
    {
      config,
      schema: {
        tags,
        summary: 'A new signing secret (shown once)',
        params,
        response: { 200: WebhookEndpointWithSecret },
      },
    },
    (request) => app.rpc.call('integrations.webhooks.rotate_secret', request.params, request.rpcContext()),
  );
  app.get(
    '/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: 'Recent deliveries with every attempt',
        params,
        querystring: WebhookDeliveryQuery.omit({ endpointId: true }),
        response: { 200: WebhookDeliveryPage },
      },
    },
    (request) =>
      app.rpc.call(
        'integrations.deliveries.list',
        { ...request.query, endpointId: request.params.id },
        request.rpcContext(),
      ),
  );
  app.post(
    '/deliveries/:id/redeliver',
    { config, schema: { tags, summary: 'Send a delivery again now', params, response: { 200: WebhookDelivery } } },
    (request) => app.rpc.call('integrations.deliveries.redeliver', request.params, request.rpcContext()),
  );
};
export default webhookRoutes;
