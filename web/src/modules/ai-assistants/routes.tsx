import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /assistants: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['assistants'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).assistantRoutes],
    },
  ],
};
