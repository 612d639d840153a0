import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

/** /forms in the shell; /f/:formId is a published form's hosted page, without sign-in. */
export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'f/:formId',
      lazy: page(
        () => import('./components/HostedFormPage'),
        (m) => m.HostedFormPage,
      ),
    },
  ],
  lazy: [
    {
      segments: ['forms'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).formRoutes],
    },
  ],
};
