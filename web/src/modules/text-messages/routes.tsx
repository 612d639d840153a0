import { lazyRoute as page } from '../navigation/utils/lazy-route';
import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** Text messages: the conversations and the workspace's sending numbers (the page-access map guards both). */
export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'text-messages',
      lazy: page(
        () => import('./components/TextMessagesPage'),
        (m) => m.TextMessagesPage,
      ),
    },
    {
      path: 'text-messages/numbers',
      lazy: page(
        () => import('./components/SmsNumbersPage'),
        (m) => m.SmsNumbersPage,
      ),
    },
  ],
};
