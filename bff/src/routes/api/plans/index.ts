import {
  CreatePlanInput,
  CurrentPlanResponse,
  Plan,
  PlanId,
  PlanList,
  TenantInfo,
  TenantInfoResponse,
  UpdatePlanInput,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['plans'];
const operator = { operator: true } as const;

/** Plans (spec 001 §9): everyone reads them; platform operators build them (/package-builder). */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, summary: 'Every plan', response: { 200: PlanList } } }, (request) =>
    app.rpc.call('tenant.plans.list', {}, request.rpcContext()),
  );

  app.get(
    '/current',
    {
      schema: {
        tags,
        summary: "This workspace's plan and each quota with what is used of it",
        response: { 200: CurrentPlanResponse },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const [plan, users, contacts, aiCredits] = await Promise.all([
        app.rpc.call('tenant.plans.current', {}, ctx),
        app.rpc.call('identity.quotas.usage', {}, ctx),
        app.rpc.call('crm.quotas.usage', {}, ctx),
        app.rpc.call('tenant.quotas.usage', {}, ctx),
      ]);
      return { plan, usage: { users, contacts, aiCredits } };
    },
  );

  app.post(
    '/choose',
    {
      config: { permission: 'billing_management', trialExempt: true },
      schema: {
        tags,
        summary: 'End the free trial by choosing the plan to go on with (no payment is taken)',
        body: z.object({ plan: PlanId }),
        response: { 200: TenantInfoResponse },
      },
    },
    async (request) => {
      const tenant = await app.rpc.call('tenant.trial.choose_plan', request.body, request.rpcContext());
      app.tenants.drop(tenant.id);
      return { tenant: TenantInfo.parse(tenant) };
    },
  );

  app.post(
    '/',
    { config: operator, schema: { tags, summary: 'Create a plan', body: CreatePlanInput, response: { 201: Plan } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('tenant.plans.create', request.body, request.rpcContext())),
  );

  app.put(
    '/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit a plan',
        params: z.object({ id: PlanId }),
        body: UpdatePlanInput,
        response: { 200: Plan },
      },
    },
    (request) => app.rpc.call('tenant.plans.update', { ...request.body, id: request.params.id }, request.rpcContext()),
  );
};
export default planRoutes;
