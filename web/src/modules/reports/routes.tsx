import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { reportPaths } from './utils/report-paths';

/** The report builder: fetched on the first visit to one of its paths. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: [...reportPaths],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).reportRoutes,
    },
  ],
};
