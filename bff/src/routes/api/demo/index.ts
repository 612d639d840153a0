import { Board, ContactPage, DemoPeriod, demoPeriodDays, PeriodSummary, type RpcContext } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['demo'];
const config = { public: true, tenant: 'none', rateLimit: { max: 300, timeWindow: '1 minute' } } as const;

/**
 * The public demo pages (spec 001 §2.10) read the demo workspace (`DEMO_WORKSPACE`), read-only:
 * its real figures per period, its top contacts and its pipeline. No other workspace is reachable.
 */
const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const workspace = app.config.DEMO_WORKSPACE;
  const demoContext = async (request: { id: string }): Promise<RpcContext> => {
    const base = { tenantId: null, actor: null, requestId: request.id };
    const tenant = await app.tenants.resolve(workspace, base);
    return { ...base, tenantId: tenant.id };
  };

  app.get(
    '/dashboard',
    {
      config,
      schema: {
        tags,
        summary: "The demo workspace's revenue, deals won, new contacts and win rate for a period",
        querystring: z.object({ period: DemoPeriod.default('30d') }),
        response: { 200: PeriodSummary },
      },
    },
    async (request) =>
      app.rpc.call(
        'crm.analytics.period_summary',
        { days: demoPeriodDays[request.query.period] },
        await demoContext(request),
      ),
  );
  app.get(
    '/contacts',
    {
      config,
      schema: { tags, summary: "The demo workspace's highest-scored contacts", response: { 200: ContactPage } },
    },
    async (request) => app.rpc.call('crm.contacts.list', { sort: '-leadScore', limit: 25 }, await demoContext(request)),
  );
  app.get(
    '/pipeline',
    { config, schema: { tags, summary: "The demo workspace's default pipeline", response: { 200: Board } } },
    async (request) => app.rpc.call('crm.deals.board', { perStage: 6 }, await demoContext(request)),
  );
};
export default demoRoutes;
