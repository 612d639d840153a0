import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { DuplicatesPage } from './components/DuplicatesPage';

export const contactDuplicateRoutes: RouteObject = {
  element: <RequirePermission permission="contacts" />,
  children: [{ path: 'contacts/duplicates', element: <DuplicatesPage /> }],
};
