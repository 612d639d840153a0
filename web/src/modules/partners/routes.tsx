import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** The partner screens: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['partner-onboarding', 'partner-dashboard', 'revenue-sharing'],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).partnerRoutes,
    },
  ],
};
