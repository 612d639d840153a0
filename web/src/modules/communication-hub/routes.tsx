import { lazyRoute as page } from '../navigation/utils/lazy-route';
import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** The communication hub: every contact's emails, texts and calls in one inbox (the page-access map guards it). */
export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'communication-hub',
      lazy: page(
        () => import('./components/CommunicationHubPage'),
        (m) => m.CommunicationHubPage,
      ),
    },
  ],
};
