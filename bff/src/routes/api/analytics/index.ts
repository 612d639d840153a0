import { type AnalyticsScreen, analyticsScreens, DealAnalytics, Timeframe, access } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['analytics'];

/** Figures aggregated by the crm service; the dashboard section for everyone, the screens for advanced_analytics. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deal-analytics',
    {
      config: access.dealAnalytics,
      schema: {
        tags,
        summary: "The dashboard's Deal Analytics section for a timeframe",
        querystring: z.object({ timeframe: Timeframe.default('month') }),
        response: { 200: DealAnalytics },
      },
    },
    (request) => app.rpc.call('crm.analytics.deal_analytics', request.query, request.rpcContext()),
  );
  for (const screen of Object.keys(analyticsScreens) as AnalyticsScreen[]) {
    app.get(
      `/${screen.replaceAll('_', '-')}`,
      {
        config: access.analyticsScreens,
        schema: {
          tags,
          summary: `The ${screen.replaceAll('_', ' ')} screen`,
          response: { 200: analyticsScreens[screen] },
        },
      },
      (request) => app.rpc.call(`crm.analytics.${screen}`, {}, request.rpcContext()),
    );
  }
};
export default analyticsRoutes;
