import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { AppointmentDetailPage } from './components/AppointmentDetailPage';
import { CalendarPage } from './components/CalendarPage';
import { NewAppointmentPage } from './components/NewAppointmentPage';

/** The calendar and appointment pages (spec 000 §2, 001 §2.1, §2.6). */
export const calendarRoutes: RouteObject = {
  element: <RequirePermission permission="calendar" />,
  children: [
    { path: 'calendar', element: <CalendarPage /> },
    { path: 'appointments', element: <CalendarPage /> },
    { path: 'appointments/new', element: <NewAppointmentPage /> },
    { path: 'appointments/:id', element: <AppointmentDetailPage /> },
  ],
};
