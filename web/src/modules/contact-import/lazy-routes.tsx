import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { ImportPage } from './components/ImportPage';

/** The CSV import wizard: contacts (permission contacts_csv) and deals (pipeline_csv). */
export const contactImportRoutes: RouteObject = {
  children: [
    {
      element: <RequirePermission permission="contacts_csv" />,
      children: [
        { path: 'contacts/import', element: <ImportPage kind="contacts" /> },
        { path: 'contacts/import/:id', element: <ImportPage kind="contacts" /> },
      ],
    },
    {
      element: <RequirePermission permission="pipeline_csv" />,
      children: [
        { path: 'pipeline/import', element: <ImportPage kind="deals" /> },
        { path: 'pipeline/import/:id', element: <ImportPage kind="deals" /> },
      ],
    },
  ],
};
