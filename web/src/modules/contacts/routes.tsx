import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /contacts and the contact modal: fetched on the first visit to one of these segments (the import wizard serves paths under both, so the four modules there share both segments). */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['contacts', 'pipeline'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).contactRoutes],
    },
  ],
};
