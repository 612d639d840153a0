import { AiProviderStatus } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Spec 000 §7 `GET /api/openai/status`: `configured` says whether a model provider is set up. */
const openAiStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags: ['ai'],
        summary: "Whether AI is set up (the original API's name)",
        response: { 200: AiProviderStatus },
      },
    },
    (request) => app.rpc.call('ai.provider.status', {}, request.rpcContext()),
  );
};
export default openAiStatusRoutes;
