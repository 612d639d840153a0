import { hasPermission, type Permission } from '@smartcrm/contracts';
import { useSession } from './useSession';

/** Whether the signed-in user may use a capability (their role holds it, or they are super admin). */
export function usePermission(permission: Permission): boolean {
  const { user } = useSession();
  return user !== null && hasPermission(user.role, permission);
}
