import { RequirePermission } from '../auth/components/RequirePermission';
import { lazyRoute as page } from '../navigation/utils/lazy-route';
import type { ModuleRoutes } from '../navigation/utils/module-routes';

/** /calendar and /appointments: fetched on the first visit to one of these segments; /settings/calendar. */
export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      element: <RequirePermission permission="calendar" />,
      children: [
        {
          path: 'settings/calendar',
          lazy: page(
            () => import('./components/CalendarSyncPage'),
            (m) => m.CalendarSyncPage,
          ),
        },
      ],
    },
  ],
  lazy: [
    {
      segments: ['calendar', 'appointments'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).calendarRoutes],
    },
  ],
};
