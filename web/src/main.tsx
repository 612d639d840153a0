import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { sessionKey, sessionQuery } from './modules/auth/queries';
import { installErrorFilter } from './modules/errors/utils/install-error-filter';
import { landingPaths } from './modules/landing/landing-paths';
import { hydratingPrerenderedLanding } from './modules/landing/utils/first-screen';
import { rewriteHashPath } from './modules/navigation/utils/hash-path';
import { resolveLazyRoutes } from './modules/navigation/utils/resolve-lazy-routes';
import { currentTenant } from './modules/tenant/utils/tenant-storage';
import { themeStore } from './modules/theme/utils/theme-store';
import { ToasterOffLanding } from './modules/toasts/components/ToasterOffLanding';
import { queryClient } from './query-client';
import { createRouter, routes } from './router';
import './styles/index.css';

installErrorFilter();
rewriteHashPath();
themeStore.apply();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The BFF sends the prerendered landing page (prerender-landing.tsx) only to a request without a
// session cookie, so its visitor is signed out. It is hydrated where the browser renders the same
// page: still on the landing page (not an old hash link) and with no workspace remembered.
const hydrate = root.hasChildNodes() && landingPaths.has(window.location.pathname) && !currentTenant();

/** Renders the app, or hydrates the prerendered landing page once its route modules are loaded. */
async function start(root: HTMLElement) {
  if (hydrate) {
    queryClient.setQueryData(sessionKey, null);
    hydratingPrerenderedLanding();
    await resolveLazyRoutes(routes);
  } else {
    // Who is signed in is asked at once, beside the workspace's branding, not after it has rendered.
    void queryClient.prefetchQuery(sessionQuery);
  }
  const router = createRouter();
  const app = (
    <AppProviders
      queryClient={queryClient}
      router={<RouterProvider router={router} />}
      toaster={<ToasterOffLanding router={router} />}
    />
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is done (the visitor can scroll and click meanwhile).
  if (hydrate)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

// Not a top-level await: the route modules it loads import from the chunk this module shares
// with the rest of the app's start-up code, which must finish evaluating first.
void start(root);
