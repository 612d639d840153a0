import { Outlet } from 'react-router-dom';
import { NoAccessPage } from '../../auth/components/NoAccessPage';
import { useSession } from '../../auth/hooks/useSession';

/** Platform operators only (a flag set from the command line), and not while signed in as someone. */
export function RequireOperator() {
  const user = useSession().user;
  if (!user?.isOperator || user.support) return <NoAccessPage />;
  return <Outlet />;
}
