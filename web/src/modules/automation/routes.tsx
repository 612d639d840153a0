import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** The workflow builder and the two automation pages that open it filtered; fetched on the first visit. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['workflow-builder', 'lead-automation', 'task-automation'],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).automationRoutes,
    },
  ],
};
