import { RequirePermission } from '../auth/components/RequirePermission';
import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  admin: [
    {
      element: <RequirePermission permission="user_management" />,
      children: [
        {
          path: 'admin/users',
          lazy: page(
            () => import('./components/UsersPage'),
            (m) => m.UsersPage,
          ),
        },
      ],
    },
  ],
};
