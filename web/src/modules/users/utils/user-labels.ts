import type { ManagedUser, Role, UserStatus } from '@smartcrm/contracts';

export const roleLabels: Record<Role, string> = {
  super_admin: 'Super admin',
  wl_user: 'White-label user',
  regular_user: 'Regular user',
};

export const statusLabels: Record<UserStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** An invited user may not have given a name yet. */
export const displayName = (user: Pick<ManagedUser, 'name' | 'email'>): string => user.name.trim() || user.email;

/** The badge a user's state shows: a lock outranks the status, since it is what stops them now. */
export function stateBadge(user: Pick<ManagedUser, 'status' | 'lockedUntil'>): {
  label: string;
  tone: 'success' | 'primary' | 'danger' | 'muted';
} {
  if (user.status === 'active' && user.lockedUntil) return { label: 'Locked', tone: 'danger' };
  if (user.status === 'active') return { label: statusLabels.active, tone: 'success' };
  if (user.status === 'invited') return { label: statusLabels.invited, tone: 'primary' };
  return { label: statusLabels.deactivated, tone: 'muted' };
}
