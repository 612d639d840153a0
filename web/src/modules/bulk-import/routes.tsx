import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /bulk-import, inside the admin area,: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['bulk-import'],
      into: 'admin',
      load: async () => [(await import('./lazy-routes')).bulkImportRoutes],
    },
  ],
};
