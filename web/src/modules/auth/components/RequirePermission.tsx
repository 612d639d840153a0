import type { Permission } from '@smartcrm/contracts';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { usePermission } from '../hooks/usePermission';
import { NoAccessPage } from './NoAccessPage';

interface RequirePermissionProps {
  permission: Permission;
  children?: ReactNode;
}

/** Shows a clear no-access page instead of content the user's role does not allow. */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  if (!usePermission(permission)) return <NoAccessPage />;
  return children ?? <Outlet />;
}
