import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  admin: [
    {
      path: 'admin/mailbox',
      lazy: page(
        () => import('./components/MailboxPage'),
        (m) => m.MailboxPage,
      ),
    },
  ],
};
