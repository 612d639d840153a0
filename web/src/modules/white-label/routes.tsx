import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { WhiteLabelPage } from './components/WhiteLabelPage';

/** Both paths of spec 000 §2 show the same branding page; the role needs custom_branding. */
export const whiteLabelRoutes: RouteObject = {
  element: <RequirePermission permission="custom_branding" />,
  children: [
    { path: 'white-label', element: <WhiteLabelPage /> },
    { path: 'white-label-management', element: <WhiteLabelPage /> },
  ],
};
