import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /phone-system: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['phone-system'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).callRoutes],
    },
  ],
};
