import { hasPermission } from '@smartcrm/contracts';
import { useSession } from '../../auth/hooks/useSession';
import { mainNav, type NavItem } from '../utils/nav-items';

/** The main tabs this user may see: the Admin Panel only for those holding its permission. */
export function useVisibleNav(): NavItem[] {
  const { user } = useSession();
  return mainNav.filter(
    (item) => item.kind === 'menu' || !item.permission || (user !== null && hasPermission(user.role, item.permission)),
  );
}
