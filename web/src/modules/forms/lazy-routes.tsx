import type { RouteObject } from 'react-router-dom';
import { FormsPage } from './components/FormsPage';

/** The shell checks the page's access rule (page-access.ts) before it renders. */
export const formRoutes: RouteObject = {
  children: [
    { path: 'forms', element: <FormsPage /> },
    { path: 'forms/:formId', element: <FormsPage /> },
  ],
};
