import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /commission-tracker in the shell. */
export const moduleRoutes: ModuleRoutes = {
  lazy: [
    {
      segments: ['commission-tracker'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).commissionRoutes],
    },
  ],
};
