import type { RouteObject } from 'react-router-dom';
import { CommissionTrackerPage } from './components/CommissionTrackerPage';

/** The shell checks the page's access rule (page-access.ts) before it renders. */
export const commissionRoutes: RouteObject = {
  children: [{ path: 'commission-tracker', element: <CommissionTrackerPage /> }],
};
