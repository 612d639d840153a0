import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /ai-tools: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['ai-tools'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).aiToolRoutes],
    },
  ],
};
