import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'dashboard-embed',
      lazy: page(
        () => import('./components/DashboardEmbedPage'),
        (m) => m.DashboardEmbedPage,
      ),
    },
  ],
};
