import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /ai-integration: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['ai-integration'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).aiHubRoutes],
    },
  ],
};
