import { useQuery } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useRevokeSession } from '../hooks/useAccountActions';
import { sessionsQuery } from '../queries';
import { describeDevice } from '../utils/device';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the user is signed in; any session can be signed out, this one included. */
export function SessionsList() {
  const { data: sessions, isPending, isError } = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  if (isPending) return <Spinner label="Loading sessions" />;
  if (isError) return <p className="muted">Your sessions could not be loaded.</p>;
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id} className="session-list__item">
          <Monitor aria-hidden size={20} className="session-list__icon" />
          <div className="session-list__text">
            <span className="session-list__device">
              {describeDevice(session.userAgent)}
              {session.current && <span className="badge badge--success">This device</span>}
            </span>
            <span className="session-list__meta">
              {session.ip ?? 'Unknown address'} · signed in {when.format(new Date(session.createdAt))}
            </span>
          </div>
          <Button
            size="sm"
            busy={revoke.isPending && revoke.variables?.id === session.id}
            onClick={() => revoke.mutate(session)}
          >
            {session.current ? 'Sign out' : 'Revoke'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
