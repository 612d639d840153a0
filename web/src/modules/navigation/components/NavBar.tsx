import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { GlobalSearch } from '../../search/components/GlobalSearch';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { useSingleOpenMenu } from '../hooks/useSingleOpenMenu';
import { useVisibleNav } from '../hooks/useVisibleNav';
import type { NavbarPosition } from '../utils/navbar-position';
import { DockMenu } from './DockMenu';
import { DockGrip } from './DockZones';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';
import { NavTab } from './NavTab';
import { NotificationBadge } from './NotificationBadge';
import { UserMenu } from './UserMenu';
import { Wordmark } from './Wordmark';

/** Menus open away from the edge the bar is docked to. */
const menuSide = { top: 'bottom', bottom: 'top', left: 'right', sidebar: 'right', right: 'left' } as const;

interface NavBarProps {
  position: NavbarPosition;
  onDock: (position: NavbarPosition) => void;
}

export function NavBar({ position, onDock }: NavBarProps) {
  const menu = useSingleOpenMenu();
  const { tabs, groups } = useVisibleNav();
  const side = menuSide[position];
  const rail = position === 'left' || position === 'right';

  return (
    <header className={clsx('navbar', `navbar--${position}`)} data-position={position}>
      <div className="navbar__brand">
        <DockGrip />
        <Link to="/dashboard" className="navbar__home" aria-label="Go to dashboard">
          <Wordmark compact={rail} />
        </Link>
      </div>
      <nav aria-label="Main" className="navbar__nav">
        <ul className="navbar__list">
          {tabs.map((item) => (
            <li key={item.label}>
              {item.kind === 'link' ? (
                <NavTab item={item} />
              ) : (
                <NavDropdown item={item} menu={menu(item.id)} side={side} />
              )}
            </li>
          ))}
        </ul>
        <ul className="navbar__list navbar__list--groups">
          {groups.map((item) => (
            <li key={item.id}>
              <NavDropdown item={item} menu={menu(item.id)} side={side} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="navbar__tools">
        <GlobalSearch />
        <NotificationBadge />
        <ThemeToggle />
        <DockMenu menu={menu('dock')} side={side} position={position} onDock={onDock} />
        <UserMenu menu={menu('user')} side={side} />
        <MobileNav groups={groups} tabs={tabs} />
      </div>
    </header>
  );
}
