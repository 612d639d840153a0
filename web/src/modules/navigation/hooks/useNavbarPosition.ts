import { useCallback, useState } from 'react';
import { type NavbarPosition, readNavbarPosition, storeNavbarPosition } from '../utils/navbar-position';

/** The docked position of the navigation bar, persisted in localStorage `navbar-position`. */
export function useNavbarPosition(): [NavbarPosition, (position: NavbarPosition) => void] {
  const [position, setPosition] = useState(readNavbarPosition);
  const dock = useCallback((next: NavbarPosition) => {
    storeNavbarPosition(next);
    setPosition(next);
  }, []);
  return [position, dock];
}
