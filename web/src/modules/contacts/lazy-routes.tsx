import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { ContactModal } from './components/ContactModal';
import { ContactsPage } from './components/ContactsPage';

/** /contacts with the contact modal as child routes over the list (spec 001 §2.1, §2.3). */
export const contactRoutes: RouteObject = {
  element: <RequirePermission permission="contacts" />,
  children: [
    {
      path: 'contacts',
      element: <ContactsPage />,
      children: [
        { path: 'new', element: <ContactModal mode="create" /> },
        { path: ':id', element: <ContactModal mode="view" /> },
        { path: ':id/edit', element: <ContactModal mode="edit" /> },
      ],
    },
  ],
};
