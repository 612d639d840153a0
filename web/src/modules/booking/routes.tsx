import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

/** /booking-pages in the shell; /book/:slug and /booking/:token are the visitor's pages, without sign-in. */
export const moduleRoutes: ModuleRoutes = {
  public: [
    {
      path: 'book/:slug',
      lazy: page(
        () => import('./components/PublicBookingPage'),
        (m) => m.PublicBookingPage,
      ),
    },
    {
      path: 'booking/:token',
      lazy: page(
        () => import('./components/BookingLinkPage'),
        (m) => m.BookingLinkPage,
      ),
    },
  ],
  lazy: [
    {
      segments: ['booking-pages'],
      into: 'shell',
      load: async () => [(await import('./lazy-routes')).bookingRoutes],
    },
  ],
};
