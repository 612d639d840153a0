import type { AdminAlert } from '@smartcrm/contracts';
import { AlertTriangle, CheckCircle2, OctagonAlert } from 'lucide-react';

/** What needs a super admin's attention now; an empty list says so plainly. */
export function AdminAlerts({ alerts }: { alerts: AdminAlert[] }) {
  if (alerts.length === 0)
    return (
      <p className="admin-alert admin-alert--ok">
        <CheckCircle2 aria-hidden size={16} /> No alerts: every service answers and your plan has room.
      </p>
    );
  return (
    <ul className="admin-alerts">
      {alerts.map((alert) => (
        <li key={`${alert.kind}-${alert.subject}`} className={`admin-alert admin-alert--${alert.severity}`}>
          {alert.severity === 'critical' ? (
            <OctagonAlert aria-label="Critical" size={16} />
          ) : (
            <AlertTriangle aria-label="Warning" size={16} />
          )}
          {alert.message}
        </li>
      ))}
    </ul>
  );
}
