import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { createRouter } from '../../../router';

const ThemedToaster = lazy(async () => ({ default: (await import('./ThemedToaster')).ThemedToaster }));

/** The landing page never shows a toast; its visitors need not download the toaster. */
const landingPaths = new Set(['/', '/landing']);

/**
 * The toaster, mounted on the first page other than the landing page and kept from then on. Pages
 * toast on a visitor's action, by which time it is there.
 */
export function ToasterOffLanding({ router }: { router: ReturnType<typeof createRouter> }) {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const [needed, setNeeded] = useState(false);
  if (!needed && !landingPaths.has(pathname)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}
