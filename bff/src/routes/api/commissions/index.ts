import {
  CommissionPeriod,
  CommissionPlan,
  CommissionPlanInput,
  CommissionPlanList,
  CommissionStatement,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['commissions'];
// Reps read their own figures (crm narrows what each sees); plans and approvals are the workspace's.
const read = { permission: 'pipeline' } as const;
const manage = { permission: 'advanced_features' } as const;

const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    {
      config: read,
      schema: { tags, summary: 'Commission plans of the reps one may see', response: { 200: CommissionPlanList } },
    },
    (request) => app.rpc.call('crm.commissionPlans.list', {}, request.rpcContext()),
  );
  app.put(
    '/plans',
    {
      config: manage,
      schema: { tags, summary: "Sets a rep's plan", body: CommissionPlanInput, response: { 200: CommissionPlan } },
    },
    (request) => app.rpc.call('crm.commissionPlans.set', request.body, request.rpcContext()),
  );
  app.get(
    '/statement',
    {
      config: read,
      schema: {
        tags,
        summary: "A rep's statement of a period: approved, or a draft from the won deals",
        querystring: CommissionPeriod,
        response: { 200: CommissionStatement },
      },
    },
    (request) => app.rpc.call('crm.commissionStatements.get', request.query, request.rpcContext()),
  );
  app.post(
    '/statement/approve',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Approves the statement: its lines and figures no longer change',
        body: CommissionPeriod,
        response: { 200: CommissionStatement },
      },
    },
    (request) => app.rpc.call('crm.commissionStatements.approve', request.body, request.rpcContext()),
  );
};

export default commissionRoutes;
