import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from './modules/auth/components/LoadingScreen';
import { useSession } from './modules/auth/hooks/useSession';
import { ErrorBoundary } from './modules/errors/components/ErrorBoundary';
import { CallsProvider } from './modules/calls/components/CallsProvider';
import { useHashPathRedirect } from './modules/navigation/hooks/useHashPathRedirect';
import { RealtimeProvider } from './modules/realtime/components/RealtimeProvider';
import { useTenant } from './modules/tenant/hooks/useTenant';

/**
 * Every route: the loading screen until tenant and session are first known, then the page. Later
 * lookups (another workspace chosen on sign-in) keep the page mounted so forms keep their state.
 */
export function RootLayout() {
  useHashPathRedirect();
  const tenant = useTenant();
  const session = useSession();
  const loading = tenant.isLoading || session.isLoading;
  const [started, setStarted] = useState(!loading);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!loading) setStarted(true);
  }, [loading]);
  if (!started) return <LoadingScreen />;
  return (
    <RealtimeProvider>
      <CallsProvider>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </CallsProvider>
    </RealtimeProvider>
  );
}
