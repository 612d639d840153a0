import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /calendar and /appointments: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['calendar', 'appointments'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).calendarRoutes],
    },
  ],
};
