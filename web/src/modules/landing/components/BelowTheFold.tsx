import { type ReactNode, Suspense, use } from 'react';
import { untilFirstScreen } from '../utils/first-screen';

function AfterFirstScreen() {
  const pending = untilFirstScreen();
  if (pending) use(pending);
  return null;
}

/**
 * A section of the landing page below the first screen. On the prerendered page (`deferred`) its
 * markup stays as served, visible and with working links, until the first screen has hydrated (a
 * Suspense boundary whose child suspends during hydration keeps the server's markup); the browser
 * lays it out only as it nears the viewport (content-visibility).
 */
export function BelowTheFold({ deferred, children }: { deferred: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div className="below-the-fold">
        {deferred && <AfterFirstScreen />}
        {children}
      </div>
    </Suspense>
  );
}
