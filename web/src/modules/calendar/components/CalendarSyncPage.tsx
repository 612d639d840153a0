import type { CalendarConnection } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { CalendarSync } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { calendarConnectionsQuery, calendarSyncKeys, disconnectCalendar, syncCalendar } from '../queries';
import { ConnectCalendarForm } from './ConnectCalendarForm';
import '../calendar.css';

const synced = (c: CalendarConnection) =>
  c.lastSyncedAt
    ? `synced ${formatDistanceToNow(new Date(c.lastSyncedAt), { addSuffix: true })}`
    : 'first sync pending';

/** /settings/calendar: the user's connected calendar, how its sync is doing, and connecting one. */
export function CalendarSyncPage() {
  const queryClient = useQueryClient();
  const connections = useQuery(calendarConnectionsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.all });
  const onError = (error: Error) => toast.error(error.message);
  const sync = useMutation({
    mutationFn: syncCalendar,
    onSuccess: (c) => (c.status === 'connected' ? toast.success('Synced') : toast.error(c.lastError ?? 'Failing')),
    onError,
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: () => toast.success('Disconnected'),
    onError,
    onSettled: refresh,
  });

  return (
    <Page
      title="Calendar sync"
      subtitle="Your CRM appointments appear in your own calendar, and its events keep your booking pages from offering times you are busy."
    >
      {connections.isPending ? (
        <Spinner label="Loading your calendar" />
      ) : connections.isError ? (
        <p role="alert">Could not load your calendar. {connections.error.message}</p>
      ) : connections.data.length === 0 ? (
        <EmptyState icon={CalendarSync} title="No calendar connected">
          Connect any CalDAV calendar (iCloud, Fastmail, Nextcloud, Radicale…) with an app password below. Connecting
          again replaces the calendar.
        </EmptyState>
      ) : (
        <ul className="calendar-sync-list" aria-label="Connected calendars">
          {connections.data.map((c) => (
            <li key={c.id} className="calendar-sync-list__item">
              <span className="calendar-sync-list__body">
                <strong>{c.calendarName}</strong>
                <span className={`sync-status sync-status--${c.status}`}>
                  {c.status === 'connected' ? 'Connected' : 'Failing'} · {synced(c)}
                </span>
                {c.lastError && <span className="field__error">{c.lastError}</span>}
                <span className="muted">
                  {c.appointmentsWritten} appointment{c.appointmentsWritten === 1 ? '' : 's'} written · {c.upcomingBusy}{' '}
                  upcoming busy time{c.upcomingBusy === 1 ? '' : 's'} read
                </span>
                <span className="muted">
                  {c.username} at {c.calendarUrl}
                </span>
              </span>
              <Button size="sm" busy={sync.isPending && sync.variables === c.id} onClick={() => sync.mutate(c.id)}>
                Sync now
              </Button>
              <Button size="sm" variant="danger" onClick={() => disconnect.mutate(c.id)}>
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h2 className="calendar-sync__title">Connect a calendar</h2>
      <ConnectCalendarForm />
    </Page>
  );
}
