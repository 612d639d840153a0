import { HookPayload, HookReply, hookBodyLimit } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ token: z.string().max(200) });

/**
 * A workflow's inbound webhook: an integrator posts a JSON object to the secret URL the builder
 * shows; the token names the workspace and workflow (a wrong one is not found). Limited per URL,
 * from every address together.
 */
const automationHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/automation-hooks/:token',
    {
      bodyLimit: hookBodyLimit,
      config: {
        public: true,
        tenant: 'none',
        rateLimit: {
          max: app.config.AUTOMATION_HOOK_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request) => `automation-hook|${(request.params as { token?: string }).token ?? ''}`,
        },
      },
      schema: {
        tags: ['automation'],
        summary: 'Start the workflow on the contact whose email the body names (a JSON object)',
        params,
        body: HookPayload,
        response: { 202: HookReply },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await app.rpc.call(
            'automation.hooks.receive',
            { ...request.params, payload: request.body },
            request.rpcContext(),
          ),
        ),
  );
};

export default automationHookRoutes;
