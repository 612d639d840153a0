import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  operator: [
    {
      path: 'admin/tenants',
      lazy: page(
        () => import('./components/TenantsPage'),
        (m) => m.TenantsPage,
      ),
    },
  ],
};
