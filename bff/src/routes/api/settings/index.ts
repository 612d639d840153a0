import { VisibilityRuleInput, VisibilityRules } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['settings'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/visibility',
    {
      config: { permission: 'contacts' },
      schema: { tags, summary: 'Whose records each role sees', response: { 200: VisibilityRules } },
    },
    (request) => app.rpc.call('crm.visibility.get', {}, request.rpcContext()),
  );
  app.put(
    '/visibility',
    {
      config: { permission: 'system_settings' },
      schema: {
        tags,
        summary: "Set one role's record scope",
        body: VisibilityRuleInput,
        response: { 200: VisibilityRules },
      },
    },
    (request) => app.rpc.call('crm.visibility.update', request.body, request.rpcContext()),
  );
};
export default settingsRoutes;
