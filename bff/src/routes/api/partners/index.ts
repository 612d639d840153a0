import multipart from '@fastify/multipart';
import {
  ManagedUser,
  OnboardClientInput,
  PartnerClient,
  PartnerDashboard,
  Statement,
  StatementQuery,
  Tenant,
  TenantIdParams,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantPageUrl } from '../../../platform/tenant-address';
import { readUpload } from '../../../platform/brand-asset-upload';
import { sendStatementCsv } from '../../../platform/statement-csv';

const config = access.whiteLabel;
const tags = ['partners'];
// Validation replaces the query with its parsed value, so the workspace parameter is kept in it.
const query = StatementQuery.and(z.object({ tenant: z.string().optional() }));

/**
 * A partner (agency) and its client workspaces: onboarding, the dashboard, revenue statements.
 * The white-label permission (custom_branding: super admins and white-label users) is needed.
 */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/clients',
    {
      config,
      schema: {
        tags,
        summary: 'Onboard a client: its workspace, branding and plan, and its first user (invited by email)',
        body: OnboardClientInput,
        response: { 201: z.object({ tenant: Tenant, owner: ManagedUser }) },
      },
    },
    async (request, reply) => {
      const appUrl = tenantPageUrl(request, request.body.slug, '/', app.config.APP_URL);
      const input = { ...request.body, appUrl };
      return reply
        .status(201)
        .send(await app.rpc.call('identity.partners.onboard_client', input, request.rpcContext()));
    },
  );

  app.get(
    '/clients/:tenantId',
    {
      config,
      schema: { tags, summary: 'One of your clients', params: TenantIdParams, response: { 200: PartnerClient } },
    },
    (request) => app.rpc.call('tenant.partners.client', { tenantId: request.params.tenantId }, request.rpcContext()),
  );

  app.put(
    '/clients/:tenantId/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a client\'s logo (multipart, field "file")',
        params: TenantIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: Tenant },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const { tenantId } = request.params;
      // Not found unless it is the partner's own client; then the upload is the client's.
      await app.rpc.call('tenant.partners.client', { tenantId }, ctx);
      const { contentType, bytes } = await readUpload(request, 'logo');
      const input = { kind: 'logo' as const, contentType, dataBase64: bytes.toString('base64') };
      const tenant = await app.rpc.call('tenant.assets.put', input, { ...ctx, tenantId });
      app.tenants.drop(tenant.id);
      return tenant;
    },
  );

  app.get(
    '/dashboard',
    {
      config,
      schema: { tags, summary: 'Your clients with seats and contacts used, MRR', response: { 200: PartnerDashboard } },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const own = await app.rpc.call('tenant.partners.clients', {}, ctx);
      // Each client's usage is asked of the services in that client's name: only the partner's own clients are listed.
      const clients = await Promise.all(
        own.clients.map(async (client) => {
          const clientCtx = { ...ctx, tenantId: client.id };
          const [seats, contacts] = await Promise.all([
            app.rpc.call('identity.quotas.usage', {}, clientCtx),
            app.rpc.call('crm.quotas.usage', {}, clientCtx),
          ]);
          return { ...client, seats, contacts };
        }),
      );
      return { ...own, clients };
    },
  );

  app.get(
    '/statement',
    {
      config,
      schema: { tags, summary: 'Your revenue share, month by month', querystring: query, response: { 200: Statement } },
    },
    (request) => {
      const { from, to } = request.query;
      return app.rpc.call('tenant.partners.statement', { from, to }, request.rpcContext());
    },
  );

  app.get(
    '/statement.csv',
    { config, schema: { tags, summary: 'Your revenue statement as CSV (streamed)', querystring: query } },
    async (request, reply) => {
      const { from, to } = request.query;
      return sendStatementCsv(
        reply,
        await app.rpc.call('tenant.partners.statement', { from, to }, request.rpcContext()),
      );
    },
  );
};
export default partnerRoutes;
