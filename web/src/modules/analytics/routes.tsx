import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { intelligenceScreens } from './utils/screens';

/** The analytics screens: fetched on the first visit to one of these segments. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['analytics', ...intelligenceScreens.map(({ path }) => path)],
      into: 'shell',
      load: async () => (await import('./lazy-routes')).analyticsRoutes,
    },
  ],
};
