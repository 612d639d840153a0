import type { RouteObject } from 'react-router-dom';
import { WhiteLabelPage } from './components/WhiteLabelPage';

/** Both paths of spec 000 §2 show the same branding page; who may open it is the shell's page-access rule. */
export const whiteLabelRoutes: RouteObject[] = [
  { path: 'white-label', element: <WhiteLabelPage /> },
  { path: 'white-label-management', element: <WhiteLabelPage /> },
];
