import type { RouteObject } from 'react-router-dom';
import { InvoicingPage } from './components/InvoicingPage';
import { QuoteBuilderPage } from './components/QuoteBuilderPage';

/** The shell checks each page's access rule (page-access.ts) before it renders. */
export const moneyRoutes: RouteObject = {
  children: [
    { path: 'quote-builder', element: <QuoteBuilderPage /> },
    { path: 'invoicing', element: <InvoicingPage /> },
  ],
};
