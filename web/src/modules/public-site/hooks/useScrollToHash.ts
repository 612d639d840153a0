import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every navigation: to the #anchor when the URL has one (/#pricing, /#faq), else to the top.
 * The anchor's section may render a moment later (a lazy chunk, data), so it is looked for again
 * on the next frames for up to a second.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new pathname) scrolls, not only a new hash
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const find = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (performance.now() - started < 1000) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
