import { AdminAnalytics, AdminOverview, adminAnalyticsDays, ServicesResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityDays, lastDays } from '../../../platform/activity-days';
import { adminAlerts } from '../../../platform/admin-alerts';
import { collectServiceStats } from '../../../platform/service-stats';

const config = { permission: 'admin_dashboard' } as const;

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Each service's instances, requests, errors and latency",
        response: { 200: ServicesResponse },
      },
    },
    async () => ({ services: await collectServiceStats(app.nc) }),
  );

  app.get(
    '/overview',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Users by status, sessions that still work, service health and alerts',
        response: { 200: AdminOverview },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const [summary, services, users, contacts, aiCredits, endpoints] = await Promise.all([
        app.rpc.call('identity.admin.summary', {}, ctx),
        collectServiceStats(app.nc),
        app.rpc.call('identity.quotas.usage', {}, ctx),
        app.rpc.call('crm.quotas.usage', {}, ctx),
        app.rpc.call('tenant.quotas.usage', {}, ctx),
        // With integrations down the panel still opens; its service_down alert says why webhooks are missing.
        app.rpc.call('integrations.webhooks.list', {}, ctx).then(
          (list) => list.items,
          () => [],
        ),
      ]);
      const alerts = adminAlerts(services, { users, contacts, aiCredits }, endpoints);
      return { ...summary, services, alerts };
    },
  );

  app.get(
    '/analytics',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Sign-ins, audit entries, new users, contacts and deals per day; the services',
        response: { 200: AdminAnalytics },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const query = { days: adminAnalyticsDays };
      const [identity, crm, services] = await Promise.all([
        app.rpc.call('identity.admin.activity_by_day', query, ctx),
        app.rpc.call('crm.admin.activity_by_day', query, ctx),
        collectServiceStats(app.nc),
      ]);
      return { days: activityDays(lastDays(adminAnalyticsDays), { ...identity, ...crm }), services };
    },
  );
};
export default adminRoutes;
