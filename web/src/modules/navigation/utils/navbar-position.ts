/** Where the navigation bar is docked (spec 000 §5). */
export const navbarPositions = ['top', 'left', 'right', 'bottom', 'sidebar'] as const;
export type NavbarPosition = (typeof navbarPositions)[number];

export const defaultNavbarPosition: NavbarPosition = 'sidebar';
const storageKey = 'navbar-position';

export const navbarPositionLabels: Record<NavbarPosition, string> = {
  top: 'Top bar',
  bottom: 'Bottom bar',
  left: 'Left rail',
  right: 'Right rail',
  sidebar: 'Sidebar',
};

export function parseNavbarPosition(value: unknown): NavbarPosition {
  return navbarPositions.find((position) => position === value) ?? defaultNavbarPosition;
}

export function isVertical(position: NavbarPosition): boolean {
  return position === 'left' || position === 'right' || position === 'sidebar';
}

export function readNavbarPosition(): NavbarPosition {
  try {
    return parseNavbarPosition(localStorage.getItem(storageKey));
  } catch {
    return defaultNavbarPosition;
  }
}

export function storeNavbarPosition(position: NavbarPosition): void {
  try {
    localStorage.setItem(storageKey, position);
  } catch {
    // The position still applies for this visit.
  }
}
