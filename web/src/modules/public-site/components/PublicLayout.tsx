import { Outlet } from 'react-router-dom';
import { useScrollToHash } from '../hooks/useScrollToHash';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import '../public-site.css';

/** The frame of every public marketing page: header, the page, footer. */
export function PublicLayout() {
  useScrollToHash();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
