import type { RouteObject } from 'react-router-dom';
import { MeetingTypesPage } from './components/MeetingTypesPage';

/** The shell checks the page's access rule (page-access.ts) before it renders. */
export const bookingRoutes: RouteObject = {
  children: [{ path: 'booking-pages', element: <MeetingTypesPage /> }],
};
