import { type RefObject, useLayoutEffect } from 'react';

const minHeight = 300;

/**
 * Sizes a list that scrolls in its own box to end where the page's end room begins (the shell's
 * bottom padding, kept for the floating call button), measured from where the list starts: rows
 * never sit under the button, whatever the header, banners and toolbar above take up.
 */
export function useFitToViewport(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const main = el.closest('main');
    const fit = () => {
      const room = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(minHeight, Math.floor(window.innerHeight - top - room))}px`;
    };
    fit();
    // The toolbar above wraps (or a banner comes and goes) as the width changes.
    const observer = new ResizeObserver(fit);
    if (main) observer.observe(main);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
}
