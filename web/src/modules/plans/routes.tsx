import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'package-builder',
      lazy: page(
        () => import('./components/PackageBuilderPage'),
        (m) => m.PackageBuilderPage,
      ),
    },
    {
      path: 'plan',
      lazy: page(
        () => import('./components/PlanPage'),
        (m) => m.PlanPage,
      ),
    },
  ],
};
