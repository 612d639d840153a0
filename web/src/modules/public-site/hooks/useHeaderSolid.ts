import { useSyncExternalStore } from 'react';
import { isHeaderSolid } from '../utils/timing';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled past 10 px (spec 001 §2.12: the header turns solid with a shadow). */
export function useHeaderSolid(): boolean {
  // The prerendered page is at the top; the browser's own position follows right after hydration.
  return useSyncExternalStore(
    subscribe,
    () => isHeaderSolid(window.scrollY),
    () => false,
  );
}
