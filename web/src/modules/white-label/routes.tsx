import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** The white-label screens: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['white-label', 'white-label-management'],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).whiteLabelRoutes,
    },
  ],
};
