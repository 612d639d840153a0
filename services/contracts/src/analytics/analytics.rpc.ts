import { z } from 'zod';
import { EmbedDashboard } from '../identity/api-key.schema';
import { PeriodSummary } from '../crm/demo.schema';
import { DealAnalytics, Timeframe, analyticsScreens } from './analytics.schema';

/** The analytics domain's request/reply methods; rpc.ts combines every domain's. */
export const analyticsRpcMethods = {
  /** Spec 001 §2.7, §2.9: each screen's figures, aggregated in Postgres (never every deal). */
  'crm.analytics.deal_analytics': {
    request: z.object({ timeframe: Timeframe.default('month') }),
    reply: DealAnalytics,
  },
  'crm.analytics.pipeline_intelligence': { request: z.object({}), reply: analyticsScreens.pipeline_intelligence },
  'crm.analytics.deal_risk': { request: z.object({}), reply: analyticsScreens.deal_risk },
  'crm.analytics.conversion': { request: z.object({}), reply: analyticsScreens.conversion },
  'crm.analytics.pipeline_health': { request: z.object({}), reply: analyticsScreens.pipeline_health },
  'crm.analytics.sales_cycle': { request: z.object({}), reply: analyticsScreens.sales_cycle },
  'crm.analytics.win_rate': { request: z.object({}), reply: analyticsScreens.win_rate },
  'crm.analytics.forecast': { request: z.object({}), reply: analyticsScreens.forecast },
  'crm.analytics.live_deals': { request: z.object({}), reply: analyticsScreens.live_deals },
  'crm.analytics.competition': { request: z.object({}), reply: analyticsScreens.competition },
  'crm.analytics.revenue': { request: z.object({}), reply: analyticsScreens.revenue },
  /** The demo dashboard's figures for a period (a public demo reads the demo workspace with it). */
  'crm.analytics.period_summary': {
    request: z.object({ days: z.number().int().min(1).max(366) }),
    reply: PeriodSummary,
  },
  /** The embeddable mini dashboard's figures (the BFF adds the workspace's name). */
  'crm.analytics.embed_summary': { request: z.object({}), reply: EmbedDashboard.omit({ workspaceName: true }) },
} as const;
