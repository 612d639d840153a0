import { RequirePermission } from '../auth/components/RequirePermission';
import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

export const moduleRoutes: ModuleRoutes = {
  admin: [
    {
      path: 'admin',
      lazy: page(
        () => import('./components/AdminPage'),
        (m) => m.AdminPage,
      ),
    },
    {
      path: 'admin/analytics',
      lazy: page(
        () => import('./components/AdminAnalyticsPage'),
        (m) => m.AdminAnalyticsPage,
      ),
    },
    {
      element: <RequirePermission permission="system_settings" />,
      children: [
        {
          path: 'admin/settings',
          lazy: page(
            () => import('./components/AdminSettingsPage'),
            (m) => m.AdminSettingsPage,
          ),
        },
      ],
    },
  ],
  operator: [
    {
      path: 'admin/inbox',
      lazy: page(
        () => import('./components/ContactInboxPage'),
        (m) => m.ContactInboxPage,
      ),
    },
    {
      path: 'admin/newsletter',
      lazy: page(
        () => import('./components/NewsletterSubscribersPage'),
        (m) => m.NewsletterSubscribersPage,
      ),
    },
  ],
};
