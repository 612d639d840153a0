import { Eye } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { Wordmark } from '../../../navigation/components/Wordmark';
import { ThemeToggle } from '../../../theme/components/ThemeToggle';
import { useScrollToHash } from '../../hooks/useScrollToHash';
import '../../public-site.css';

const demoNav = [
  { label: 'Dashboard', to: '/demo/dashboard' },
  { label: 'Contacts', to: '/demo/contacts' },
  { label: 'Pipeline', to: '/demo/pipeline' },
];

/** The demo layout (spec 001 §2.10): a Demo Mode badge, no sign-in and no role checks, read-only sample data. */
export function DemoLayout() {
  useScrollToHash();
  return (
    <div className="demo-layout">
      <header className="demo-layout__bar">
        <Link to="/" aria-label="SmartCRM home" className="site-header__brand">
          <Wordmark />
        </Link>
        <span className="demo-mode">
          <Eye aria-hidden size={14} /> Demo Mode
        </span>
        <nav aria-label="Demo" className="demo-layout__nav">
          {demoNav.map((item) => (
            <NavLink key={item.to} to={item.to} className="demo-layout__link">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="demo-layout__actions">
          <ThemeToggle />
          <Link to="/register" className="button button--primary">
            Start Free Trial
          </Link>
        </div>
      </header>
      <p className="demo-layout__notice">
        You are looking at a read-only demo with sample data from a fictional team. Start a free trial to work with your
        own.
      </p>
      <main id="main" className="demo-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
