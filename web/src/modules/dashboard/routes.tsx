import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'dashboard',
      lazy: page(
        () => import('./components/DashboardPage'),
        (m) => m.DashboardPage,
      ),
    },
  ],
};
