import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { createRouter } from '../../../router';
import { landingPaths } from '../../landing/landing-paths';

const ThemedToaster = lazy(async () => ({ default: (await import('./ThemedToaster')).ThemedToaster }));

/**
 * The landing page never shows a toast; its visitors need not download the toaster. The toaster, mounted on the first page other than the landing page and kept from then on. Pages
 * toast on a visitor's action, by which time it is there.
 */
export function ToasterOffLanding({ router }: { router: ReturnType<typeof createRouter> }) {
  const path = () => router.state.location.pathname;
  // The same path while hydrating the prerendered landing page (the server snapshot) as after.
  const pathname = useSyncExternalStore(router.subscribe, path, path);
  const [needed, setNeeded] = useState(false);
  if (!needed && !landingPaths.has(pathname)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}
