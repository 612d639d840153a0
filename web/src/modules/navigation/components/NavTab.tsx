import { NavLink } from 'react-router-dom';
import type { NavLinkItem } from '../utils/nav-items';
import { PlanBadge } from './PlanBadge';

export function NavTab({ item }: { item: NavLinkItem }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} className={({ isActive }) => (isActive ? 'nav-item nav-item--active' : 'nav-item')}>
      <Icon aria-hidden size={18} className="nav-item__icon" />
      <span className="nav-item__label">{item.label}</span>
      <PlanBadge plan={item.upgradeTo} />
    </NavLink>
  );
}
