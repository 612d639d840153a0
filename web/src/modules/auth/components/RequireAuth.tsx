import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../ui/Spinner';
import { useSession } from '../hooks/useSession';
import { signInPath } from '../utils/next-path';

/** Guarded routes: a spinner while the session loads, sign-in (remembering the origin) when signed out. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath(from)} state={{ from }} replace />;
  }
  return <Outlet />;
}
