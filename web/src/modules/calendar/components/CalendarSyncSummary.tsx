import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { CalendarSync } from 'lucide-react';
import { Link } from 'react-router-dom';
import { calendarConnectionsQuery } from '../queries';

/** Beside the calendar: whether the user's own calendar is synced, linking to its settings. */
export function CalendarSyncSummary() {
  const connections = useQuery(calendarConnectionsQuery());
  if (!connections.data) return null;
  const [connection] = connections.data;
  return (
    <div className="calendar-sync-summary">
      <strong>
        <CalendarSync aria-hidden size={14} /> Your calendar
      </strong>
      {connection ? (
        <span className={`sync-status sync-status--${connection.status}`}>
          {connection.calendarName}: {connection.status === 'connected' ? 'synced' : 'failing'}
          {connection.lastSyncedAt && ` ${formatDistanceToNow(new Date(connection.lastSyncedAt), { addSuffix: true })}`}
        </span>
      ) : (
        <span className="muted">Not connected: your other meetings don't block booking pages yet.</span>
      )}
      <Link to="/settings/calendar">{connection ? 'Calendar sync settings' : 'Connect your calendar'}</Link>
    </div>
  );
}
