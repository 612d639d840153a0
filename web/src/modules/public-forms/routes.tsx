import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'newsletter/confirm',
      lazy: page(
        () => import('./components/NewsletterConfirmPage'),
        (m) => m.NewsletterConfirmPage,
      ),
    },
  ],
};
