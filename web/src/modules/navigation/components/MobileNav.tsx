import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavItem, NavMenuItem, NavTarget } from '../utils/nav-items';
import { PlanBadge } from './PlanBadge';

function MobileLink({ target }: { target: NavTarget }) {
  return (
    <NavLink to={target.to} end className="mobile-nav__link">
      {target.label}
      <PlanBadge plan={target.upgradeTo} />
    </NavLink>
  );
}

function MobileSection({ item }: { item: NavMenuItem }) {
  return (
    <li>
      <p className="mobile-nav__heading">{item.label}</p>
      <ul>
        {[...item.items, ...(item.footer ? [item.footer] : [])].map((target) => (
          <li key={target.to}>
            <MobileLink target={target} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The hamburger menu for small screens: every tab and group as one list. */
export function MobileNav({ tabs, groups }: { tabs: NavItem[]; groups: NavMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button mobile-nav__trigger" aria-label="Open navigation menu">
        <Menu aria-hidden size={20} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content className="sheet" aria-describedby={undefined}>
          <div className="sheet__header">
            <Dialog.Title className="sheet__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close navigation menu">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="mobile-nav">
              {tabs.map((item) =>
                item.kind === 'link' ? (
                  <li key={item.to}>
                    <MobileLink target={item} />
                  </li>
                ) : (
                  <MobileSection key={item.id} item={item} />
                ),
              )}
              {groups.map((item) => (
                <MobileSection key={item.id} item={item} />
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
