import { ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['settings'];
const config = { permission: 'api_access' } as const;

/** `/api/settings/api-keys`: the workspace's API keys (for the embeddable dashboard), api_access only. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config, schema: { tags, summary: 'Live API keys', response: { 200: ApiKeyList } } }, (request) =>
    app.rpc.call('identity.api_keys.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a key (its secret is in this answer only)',
        body: CreateApiKeyRequest,
        response: { 201: CreatedApiKey },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('identity.api_keys.create', request.body, request.rpcContext())),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Revoke a key at once', params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await app.rpc.call('identity.api_keys.revoke', request.params, request.rpcContext());
      return reply.status(204).send();
    },
  );
};
export default apiKeyRoutes;
