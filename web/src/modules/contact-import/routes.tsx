import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { ContactImportPage } from './components/ContactImportPage';

/** The contacts CSV import wizard (permission contacts_csv). */
export const contactImportRoutes: RouteObject = {
  element: <RequirePermission permission="contacts_csv" />,
  children: [
    { path: 'contacts/import', element: <ContactImportPage /> },
    { path: 'contacts/import/:id', element: <ContactImportPage /> },
  ],
};
