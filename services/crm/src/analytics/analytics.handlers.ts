import type { AnalyticsScreen } from '@smartcrm/contracts';
import type { RpcHandlers } from '@smartcrm/kit';
import type { AnalyticsService } from './analytics.service';

type AnalyticsHandlers = Pick<
  RpcHandlers<'crm'>,
  | `crm.analytics.${AnalyticsScreen | 'deal_analytics' | 'embed_summary' | 'period_summary'}`
  | 'crm.admin.activity_by_day'
>;

export function analyticsHandlers(analytics: AnalyticsService): AnalyticsHandlers {
  const screen =
    <S extends AnalyticsScreen>(name: S) =>
    (_request: unknown, ctx: Parameters<AnalyticsService['screen']>[1]) =>
      analytics.screen(name, ctx);
  return {
    'crm.analytics.deal_analytics': ({ timeframe }, ctx) => analytics.dealAnalytics(timeframe, ctx),
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
    'crm.analytics.embed_summary': (_request, ctx) => analytics.embedSummary(ctx),
    'crm.analytics.period_summary': ({ days }, ctx) => analytics.periodSummary(days, ctx),
    'crm.admin.activity_by_day': ({ days }, ctx) => analytics.createdPerDay(days, ctx),
  };
}
