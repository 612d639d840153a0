import {
  ChangeTenantPlanInput,
  ExtendTrialInput,
  ManagedUser,
  OperatorCreateTenantInput,
  SetTenantStatusInput,
  StartSupportSessionInput,
  Tenant,
  TenantIdParams,
  TenantListQuery,
  TenantPage,
  UserListQuery,
  UserPage,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantPageUrl } from '../../../../platform/tenant-address';

const config = { operator: true } as const;
const tags = ['operator'];
const params = TenantIdParams;
// Validation replaces the query with its parsed value, so the workspace parameter is kept in it.
const withTenantParam = <T extends z.ZodObject>(query: T) => query.extend({ tenant: z.string().optional() });

/** The platform operators' tenant list (/admin/tenants): every action is audited by the services. */
const operatorTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Search tenants',
        querystring: withTenantParam(TenantListQuery),
        response: { 200: TenantPage },
      },
    },
    (request) => {
      const { tenant: _tenant, ...query } = request.query;
      return app.rpc.call('tenant.tenants.list', query, request.rpcContext());
    },
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a tenant with its first super admin (invited by email)',
        body: OperatorCreateTenantInput,
        response: { 201: z.object({ tenant: Tenant, owner: ManagedUser }) },
      },
    },
    async (request, reply) => {
      const appUrl = tenantPageUrl(request, request.body.slug, '/', app.config.APP_URL);
      const created = await app.rpc.call(
        'identity.operators.create_tenant',
        { ...request.body, appUrl },
        request.rpcContext(),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:tenantId/status',
    {
      config,
      schema: {
        tags,
        summary: 'Suspend or reactivate a tenant',
        params,
        body: SetTenantStatusInput,
        response: { 200: Tenant },
      },
    },
    async (request) => {
      const input = { tenantId: request.params.tenantId, status: request.body.status };
      const tenant = await app.rpc.call('tenant.tenants.set_status', input, request.rpcContext());
      app.tenants.drop(tenant.id);
      return tenant;
    },
  );

  app.put(
    '/:tenantId/plan',
    {
      config,
      schema: {
        tags,
        summary: "Change a tenant's plan",
        params,
        body: ChangeTenantPlanInput,
        response: { 200: Tenant },
      },
    },
    async (request) => {
      const input = { tenantId: request.params.tenantId, plan: request.body.plan };
      const tenant = await app.rpc.call('tenant.tenants.change_plan', input, request.rpcContext());
      app.tenants.drop(tenant.id);
      return tenant;
    },
  );

  app.put(
    '/:tenantId/trial',
    {
      config,
      schema: {
        tags,
        summary: "Extend a tenant's free trial by some days",
        params,
        body: ExtendTrialInput,
        response: { 200: Tenant },
      },
    },
    async (request) => {
      const input = { tenantId: request.params.tenantId, days: request.body.days };
      const tenant = await app.rpc.call('tenant.tenants.extend_trial', input, request.rpcContext());
      app.tenants.drop(tenant.id);
      return tenant;
    },
  );

  app.get(
    '/:tenantId/users',
    {
      config,
      schema: {
        tags,
        summary: "A tenant's users",
        params,
        querystring: withTenantParam(UserListQuery),
        response: { 200: UserPage },
      },
    },
    (request) => {
      const { tenant: _tenant, ...query } = request.query;
      return app.rpc.call(
        'identity.operators.list_users',
        { ...query, tenantId: request.params.tenantId },
        request.rpcContext(),
      );
    },
  );

  app.post(
    '/:tenantId/sign-in-as',
    {
      config,
      schema: {
        tags,
        summary: 'Start a 30-minute support session as one of the tenant’s users',
        params,
        body: StartSupportSessionInput,
        response: { 200: z.object({ url: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const { tenantId } = request.params;
      const target = await app.tenants.resolve(tenantId, ctx);
      const handoff = await app.rpc.call('identity.support.start', { tenantId, userId: request.body.userId }, ctx);
      const path = `/api/auth/support/enter?code=${encodeURIComponent(handoff.code)}`;
      return { url: tenantPageUrl(request, target.slug, path, app.config.APP_URL), expiresAt: handoff.expiresAt };
    },
  );
};
export default operatorTenantRoutes;
