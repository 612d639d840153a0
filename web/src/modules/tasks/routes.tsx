import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /tasks and its pages: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['tasks'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).taskRoutes],
    },
  ],
};
