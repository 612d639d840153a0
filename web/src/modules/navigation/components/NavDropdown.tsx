import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuState } from '../hooks/useSingleOpenMenu';
import { isCurrentPath, type NavMenuItem } from '../utils/nav-items';
import { PlanBadge } from './PlanBadge';

interface NavDropdownProps {
  item: NavMenuItem;
  menu: MenuState;
  side: 'top' | 'right' | 'bottom' | 'left';
}

export function NavDropdown({ item, menu, side }: NavDropdownProps) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const active = item.items.some((target) => isCurrentPath(target.to, pathname));
  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger className={clsx('nav-item', active && 'nav-item--active')} title={item.label}>
        <Icon aria-hidden size={18} className="nav-item__icon" />
        <span className="nav-item__label">{item.label}</span>
        <PlanBadge plan={item.upgradeTo} />
        <ChevronDown aria-hidden size={14} className="nav-item__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side={side} align="start" sideOffset={8} collisionPadding={8}>
          <DropdownMenu.Label className="menu__label">{item.label}</DropdownMenu.Label>
          {item.items.map((target) => (
            <DropdownMenu.Item key={target.to} asChild className="menu__item">
              <Link to={target.to}>
                {target.label}
                <PlanBadge plan={target.upgradeTo} />
              </Link>
            </DropdownMenu.Item>
          ))}
          {item.footer && (
            <>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Item asChild className="menu__item menu__item--footer">
                <Link to={item.footer.to}>
                  {item.footer.label}
                  <PlanBadge plan={item.footer.upgradeTo} />
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
