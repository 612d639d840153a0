import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /ai-goals: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['ai-goals'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).aiGoalRoutes],
    },
  ],
};
