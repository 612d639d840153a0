import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'settings/security',
      lazy: page(
        () => import('./components/SecurityPage'),
        (m) => m.SecurityPage,
      ),
    },
  ],
};
