import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { Wordmark } from '../../navigation/components/Wordmark';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { useHeaderSolid } from '../hooks/useHeaderSolid';
import { FeaturesMenu } from './FeaturesMenu';
import { MobileMenuButton } from './MobileMenuButton';

/** The public header (spec 001 §2.12): transparent over the hero, solid with a shadow past 10 px of scrolling. */
export function SiteHeader() {
  const solid = useHeaderSolid();
  return (
    <header className={clsx('site-header', solid && 'site-header--solid')} data-scrolled={solid}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="SmartCRM home">
          <Wordmark />
        </Link>
        <FeaturesMenu />
        <div className="site-header__actions">
          <ThemeToggle />
          <Link to="/signin" className="site-header__link site-header__signin">
            Sign In
          </Link>
          <Link to="/signup" className="button button--primary site-header__cta">
            Get Started
          </Link>
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
