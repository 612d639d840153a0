import { hasPermission, isFeatureEnabled } from '@smartcrm/contracts';
import { useSession } from '../../auth/hooks/useSession';
import { useTenant } from '../../tenant/hooks/useTenant';
import { mainNav, type NavItem } from '../utils/nav-items';

/**
 * The main tabs this user may see: the Admin Panel only for those holding its permission, and
 * only the product areas the workspace's plan turns on (the BFF refuses the others anyway).
 */
export function useVisibleNav(): NavItem[] {
  const { user } = useSession();
  const features = useTenant().tenant?.features;
  return mainNav.filter(
    (item) =>
      (!item.feature || isFeatureEnabled(features, item.feature)) &&
      (item.kind === 'menu' || !item.permission || (user !== null && hasPermission(user.role, item.permission))),
  );
}
