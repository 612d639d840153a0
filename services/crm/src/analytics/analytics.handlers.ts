import type { AnalyticsScreen, RpcContext } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import type { Read, Scope } from './analytics-scope';
import { dealAnalytics } from './deal-analytics';
import { embedSummary } from './embed-summary.repository';
import { periodSummary } from './period-summary.repository';
import { screens } from './screens';
import { dealSummary } from './summary.repository';
import type { FigureCache } from './figure-cache';

type AnalyticsHandlers = Pick<
  RpcHandlers<'crm'>,
  `crm.analytics.${AnalyticsScreen | 'deal_analytics' | 'embed_summary' | 'period_summary'}`
>;

/** Read-only figures per screen, over the deals the caller may see (record visibility applies). */
export function analyticsHandlers(uow: UnitOfWork<CrmDb>, figures: FigureCache): AnalyticsHandlers {
  // Per user and role: record visibility makes one user's figures differ from a colleague's.
  const shared = <T>(ctx: RpcContext, what: string, compute: () => Promise<T>) =>
    figures.get(requireTenant(ctx), `${ctx.actor?.userId ?? '-'}:${ctx.actor?.role ?? '-'}:${what}`, compute);
  const scopeOf = (ctx: RpcContext): Scope => {
    const tenantId = requireTenant(ctx);
    const viewer = viewerOf(ctx);
    // Reads outside a transaction: one round trip a statement instead of three (BEGIN, statement,
    // COMMIT). The one write they may do, the default pipeline on first use, is a single statement.
    const read: Read = (work) => uow.read(tenantId, work);
    const summary = () => shared(ctx, 'summary', () => read((db) => dealSummary(db, viewer)));
    return { read, tenantId, viewer, summary };
  };
  const screen =
    <S extends AnalyticsScreen>(name: S) =>
    (_request: unknown, ctx: RpcContext) =>
      shared(ctx, name, () => screens[name](scopeOf(ctx)));
  return {
    'crm.analytics.deal_analytics': ({ timeframe }, ctx) =>
      shared(ctx, `deal_analytics:${timeframe}`, () => dealAnalytics(scopeOf(ctx), timeframe)),
    'crm.analytics.pipeline_intelligence': screen('pipeline_intelligence'),
    'crm.analytics.deal_risk': screen('deal_risk'),
    'crm.analytics.conversion': screen('conversion'),
    'crm.analytics.pipeline_health': screen('pipeline_health'),
    'crm.analytics.sales_cycle': screen('sales_cycle'),
    'crm.analytics.win_rate': screen('win_rate'),
    'crm.analytics.forecast': screen('forecast'),
    'crm.analytics.live_deals': screen('live_deals'),
    'crm.analytics.competition': screen('competition'),
    'crm.analytics.revenue': screen('revenue'),
    // The workspace's figures, not one user's: a key reads them, with no user to apply visibility for.
    'crm.analytics.embed_summary': (_request, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.read(tenantId, (db) => embedSummary(db, tenantId));
    },
    'crm.analytics.period_summary': ({ days }, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.read(tenantId, (db) => periodSummary(db, tenantId, days));
    },
  };
}
