import type { RouteObject } from 'react-router-dom';
import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute } from '../navigation/utils/lazy-route';
import { comingSoonPaths } from './content/coming-soon-paths';
import { plannedShellPages } from './utils/planned-pages';

const shellPlaceholder = lazyRoute(
  () => import('./components/PlaceholderRoutes'),
  (m) => m.ShellPlaceholderRoute,
);

/** The shell's coming-soon areas, the hosted-app overlays and the screens later capabilities build. */
export const placeholderShellRoutes: RouteObject[] = [
  ...Object.values(comingSoonPaths).flat(),
  'business-intel',
  'intel',
  ...plannedShellPages.map((page) => page.path),
].map((path) => ({ path, lazy: shellPlaceholder }));

export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'dev-bypass',
      lazy: lazyRoute(
        () => import('./components/DevBypassPage'),
        (m) => m.DevBypassPage,
      ),
    },
  ],
  shell: placeholderShellRoutes,
};
