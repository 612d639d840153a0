import { Navigate } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession';
import { LandingPage } from './LandingPage';

/** '/': signed-in users go to the dashboard, visitors see the landing page. */
export function HomeRoute() {
  const { user } = useSession();
  return user ? <Navigate to="/dashboard" replace /> : <LandingPage />;
}
