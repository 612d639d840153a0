import { Bell } from 'lucide-react';
import { useNotificationCount } from '../hooks/useNotificationCount';
import { formatBadgeCount } from '../utils/badge-count';

/** Bell with the count of things needing attention; hidden while there is no figure. */
export function NotificationBadge() {
  const label = formatBadgeCount(useNotificationCount() ?? 0);
  if (!label) return null;
  return (
    <span className="notification-badge" role="status" aria-label={`${label} items need attention`}>
      <Bell aria-hidden size={18} />
      <span className="notification-badge__count">{label}</span>
    </span>
  );
}
