import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children once the browser is idle after the first paint, so the hero (the page's
 * largest paint) shows without waiting for every section below the fold. The space they take is
 * held meanwhile, so nothing moves under the visitor. Rendering them is a transition, so React
 * yields to the browser between components instead of blocking it for the whole lot.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => startTransition(() => setReady(true)), { timeout: 400 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => startTransition(() => setReady(true)), 50);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : <div className="after-first-paint" />;
}
