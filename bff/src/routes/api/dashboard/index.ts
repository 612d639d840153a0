import {
  BadgeCounts,
  BadgeQuery,
  DashboardLayout,
  RecentActivity,
  RecentActivityQuery,
  SavedDashboardLayout,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['dashboard'];
const config = { permission: 'dashboard' } as const;
const layoutReply = { 200: SavedDashboardLayout };

/** The signed-in user's dashboard: their layout, the navigation badge and the activity feed. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/layout',
    { config, schema: { tags, summary: 'Your layout (null: the default)', response: layoutReply } },
    (request) => app.rpc.call('crm.dashboard.get_layout', {}, request.rpcContext()),
  );
  app.put(
    '/layout',
    { config, schema: { tags, summary: 'Save your layout', body: DashboardLayout, response: layoutReply } },
    (request) => app.rpc.call('crm.dashboard.save_layout', request.body, request.rpcContext()),
  );
  app.delete(
    '/layout',
    { config, schema: { tags, summary: 'Back to the default layout', response: layoutReply } },
    (request) => app.rpc.call('crm.dashboard.reset_layout', {}, request.rpcContext()),
  );
  app.get(
    '/badge',
    {
      config,
      schema: {
        tags,
        summary: "Hot contacts + pending tasks + the day's appointments",
        querystring: BadgeQuery,
        response: { 200: BadgeCounts },
      },
    },
    (request) => app.rpc.call('crm.dashboard.badge', request.query, request.rpcContext()),
  );
  app.get(
    '/recent-activity',
    {
      config,
      schema: {
        tags,
        summary: 'The latest activities you may see',
        querystring: RecentActivityQuery,
        response: { 200: z.array(RecentActivity) },
      },
    },
    (request) => app.rpc.call('crm.activities.recent', request.query, request.rpcContext()),
  );
};
export default dashboardRoutes;
