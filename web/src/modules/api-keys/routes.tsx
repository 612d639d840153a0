import { RequirePermission } from '../auth/components/RequirePermission';
import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      element: <RequirePermission permission="api_access" />,
      children: [
        {
          path: 'settings/api-keys',
          lazy: page(
            () => import('./components/ApiKeysPage'),
            (m) => m.ApiKeysPage,
          ),
        },
      ],
    },
  ],
};
