import { Navigate, useLocation } from 'react-router-dom';
import { companyPages } from '../content/company-pages';
import { legalPages } from '../content/legal-pages';
import { InfoPage } from './InfoPage';

const pages = new Map([...companyPages, ...legalPages].map((page) => [page.path, page]));

/** /about, /careers, /press, /blog, /help and /legal/* by the current path. */
export function InfoRoute() {
  const { pathname } = useLocation();
  const content = pages.get(pathname.replace(/\/$/, ''));
  if (!content) return <Navigate to="/" replace />;
  return <InfoPage key={content.path} content={content} />;
}
