import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

/** /quote-builder and /invoicing in the shell; /q/:token is the customer's page, without sign-in. */
export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'q/:token',
      lazy: page(
        () => import('./components/PublicQuotePage'),
        (m) => m.PublicQuotePage,
      ),
    },
  ],
  lazy: [
    {
      segments: ['quote-builder', 'invoicing'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).moneyRoutes],
    },
  ],
};
