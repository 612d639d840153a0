import { RequirePermission } from '../auth/components/RequirePermission';
import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      element: <RequirePermission permission="api_access" />,
      children: [
        {
          path: 'settings/webhooks',
          lazy: page(
            () => import('./components/WebhooksPage'),
            (m) => m.WebhooksPage,
          ),
        },
        {
          path: 'settings/api-reference',
          lazy: page(
            () => import('./components/ApiReferencePage'),
            (m) => m.ApiReferencePage,
          ),
        },
      ],
    },
  ],
};
