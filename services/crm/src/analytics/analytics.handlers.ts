import type { AnalyticsScreen, RpcContext } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { dealAnalytics } from './deal-analytics';
import { screens } from './screens';

type AnalyticsHandlers = Pick<RpcHandlers<'crm'>, `crm.analytics.${AnalyticsScreen | 'deal_analytics'}`>;

/** Read-only figures per screen, over the deals the caller may see (record visibility applies). */
export function analyticsHandlers(uow: UnitOfWork<CrmDb>): AnalyticsHandlers {
  const screen =
    <S extends AnalyticsScreen>(name: S) =>
    (_request: unknown, ctx: RpcContext) => {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, (db) => screens[name]({ db, tenantId, viewer: viewerOf(ctx) }));
    };
  return {
    'crm.analytics.deal_analytics': ({ timeframe }, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, (db) => dealAnalytics(db, tenantId, viewerOf(ctx), timeframe));
    },
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
  };
}
