import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** The analytics screens: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: [
        'analytics',
        'pipeline-intelligence',
        'deal-risk-monitor',
        'smart-conversion-insights',
        'pipeline-health-dashboard',
        'sales-cycle-analytics',
        'win-rate-intelligence',
        'ai-sales-forecast',
        'live-deal-analysis',
        'competitor-insights',
        'revenue-intelligence',
      ],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).analyticsRoutes,
    },
  ],
};
