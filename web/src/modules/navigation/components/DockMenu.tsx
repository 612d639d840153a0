import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { PanelLeft } from 'lucide-react';
import type { MenuState } from '../hooks/useSingleOpenMenu';
import {
  type NavbarPosition,
  navbarPositionLabels,
  navbarPositions,
  parseNavbarPosition,
} from '../utils/navbar-position';

interface DockMenuProps {
  menu: MenuState;
  side: 'top' | 'right' | 'bottom' | 'left';
  position: NavbarPosition;
  onDock: (position: NavbarPosition) => void;
}

/** The keyboard-friendly way to dock the navigation bar (dragging the grip is the other). */
export function DockMenu({ menu, side, position, onDock }: DockMenuProps) {
  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger className="icon-button dock-menu-trigger" aria-label="Dock navigation">
        <PanelLeft aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side={side} align="end" sideOffset={8} collisionPadding={8}>
          <DropdownMenu.Label className="menu__label">Dock navigation</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={position} onValueChange={(value) => onDock(parseNavbarPosition(value))}>
            {navbarPositions.map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} className="menu__item menu__item--radio">
                <DropdownMenu.ItemIndicator className="menu__indicator">•</DropdownMenu.ItemIndicator>
                {navbarPositionLabels[option]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
