import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { BulkImportPage } from './components/BulkImportPage';

/** /bulk-import (spec 001 §2.11): roles with bulk_import_users (super admins). */
export const bulkImportRoutes: RouteObject = {
  element: <RequirePermission permission="bulk_import_users" />,
  children: [
    { path: 'bulk-import', element: <BulkImportPage /> },
    { path: 'bulk-import/:id', element: <BulkImportPage /> },
  ],
};
