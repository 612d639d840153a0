import clsx from 'clsx';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../errors/components/ErrorBoundary';
import { SupportBanner } from '../../operator/components/SupportBanner';
import { TrialBanner } from '../../plans/components/TrialBanner';
import { useTenantRealtime } from '../../tenant/hooks/useTenantRealtime';
import { useNavbarPosition } from '../hooks/useNavbarPosition';
import { NavBar } from './NavBar';
import { NavbarDock } from './NavbarDock';
import { PageAccessGuard } from './PageAccessGuard';

/** The signed-in frame: the docked navigation bar and the routed page beside it. */
export function AppShell() {
  const [position, dock] = useNavbarPosition();
  const { pathname } = useLocation();
  useTenantRealtime();
  return (
    <NavbarDock position={position} onDock={dock}>
      <SupportBanner />
      <div className={clsx('app-shell', `app-shell--${position}`)}>
        <NavBar position={position} onDock={dock} />
        <main className="app-shell__main">
          <TrialBanner />
          <ErrorBoundary resetKey={pathname}>
            <PageAccessGuard>
              <Outlet />
            </PageAccessGuard>
          </ErrorBoundary>
        </main>
      </div>
    </NavbarDock>
  );
}
