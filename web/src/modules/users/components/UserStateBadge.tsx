import type { ManagedUser } from '@smartcrm/contracts';
import clsx from 'clsx';
import { stateBadge } from '../utils/user-labels';

export function UserStateBadge({ user }: { user: ManagedUser }) {
  const { label, tone } = stateBadge(user);
  const lockedUntil = user.lockedUntil ? new Date(user.lockedUntil).toLocaleTimeString() : null;
  return (
    <span
      className={clsx('badge', tone !== 'muted' && `badge--${tone}`)}
      title={lockedUntil ? `Until ${lockedUntil}` : undefined}
    >
      {label}
    </span>
  );
}
