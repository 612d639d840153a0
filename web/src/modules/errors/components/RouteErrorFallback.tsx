import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';

/** For errors the router catches itself: Try Again navigates to the same place, clearing the error. */
export function RouteErrorFallback() {
  const navigate = useNavigate();
  const location = useLocation();
  return <ErrorFallback onReset={() => navigate(location, { replace: true })} />;
}
