import type { CallLogEntry } from '@smartcrm/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { PhoneCall, PhoneIncoming, PhoneMissed, PhoneOutgoing, Users, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { callKeys, callLogQuery } from '../queries';
import { useCallSnapshot } from '../state/calls-context';
import { formatDuration } from '../utils/call-text';
import { type CallDirection, directionOf, otherPeople, outcomeLabel } from '../utils/call-log';
import { qualityLabel } from '../utils/connection-quality';
import '../calls.css';

const directionIcon: Record<CallDirection, typeof PhoneIncoming> = {
  outgoing: PhoneOutgoing,
  incoming: PhoneIncoming,
  missed: PhoneMissed,
};

/** Reloads the log when a call of this tab is over, and once more when the server has written it. */
function useRefreshAfterCalls() {
  const queryClient = useQueryClient();
  const { status } = useCallSnapshot();
  const previous = useRef(status);
  useEffect(() => {
    const ended = previous.current !== 'idle' && status === 'idle';
    previous.current = status;
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: callKeys.all });
    const again = setTimeout(() => void queryClient.invalidateQueries({ queryKey: callKeys.all }), 1500);
    return () => clearTimeout(again);
  }, [status, queryClient]);
}

function CallLogRow({ entry, me }: { entry: CallLogEntry; me: string }) {
  const direction = directionOf(entry, me);
  const Icon = directionIcon[direction];
  const quality = entry.quality;
  return (
    <li className={`call-log__row is-${direction}`} data-call={entry.id}>
      <span className="call-log__icon" title={direction}>
        <Icon aria-hidden size={18} />
      </span>
      <span className="call-log__who">
        <span className="call-log__names">{otherPeople(entry, me)}</span>
        <span className="call-log__meta">
          {entry.media === 'video' ? (
            <Video aria-label="Video call" size={13} />
          ) : (
            <PhoneCall aria-label="Audio call" size={13} />
          )}
          {entry.group && <Users aria-label="Group call" size={13} />}
          {format(new Date(entry.startedAt), 'd MMM yyyy, HH:mm')}
        </span>
      </span>
      <span className="call-log__outcome">{outcomeLabel[entry.outcome]}</span>
      <span className="call-log__duration">
        {entry.outcome === 'completed' ? formatDuration(entry.durationSeconds) : '—'}
      </span>
      <span className="call-log__quality">
        {quality ? (
          <span
            className={`quality-badge quality-badge--${quality.worst}`}
            title={`Average ${Math.round(quality.bitrate / 1000)} kbit/s · ${quality.packetLoss.toFixed(1)}% lost · ${Math.round(quality.rtt)} ms round trip · ${Math.round(quality.jitter)} ms jitter (${quality.samples} samples)`}
          >
            {qualityLabel[quality.worst]}
          </span>
        ) : (
          <span className="call-log__none">No samples</span>
        )}
      </span>
    </li>
  );
}

/** /phone-system: the user's calls with whom, when, how long, how they ended and their quality. */
export function CallLogPage() {
  const { user } = useSession();
  const log = useInfiniteQuery(callLogQuery());
  useRefreshAfterCalls();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title="Calls" subtitle="Your video and audio calls with the people of your workspace">
      {log.isPending && <Spinner />}
      {log.isError && <p className="form-error">The call log could not be loaded. {log.error.message}</p>}
      {log.isSuccess && entries.length === 0 && (
        <EmptyState icon={PhoneCall} title="No calls yet">
          Start one from the call button at the bottom right, or from a contact who is in your workspace.
        </EmptyState>
      )}
      {entries.length > 0 && (
        <ol className="call-log" aria-label="Call log">
          {entries.map((entry) => (
            <CallLogRow key={entry.id} entry={entry} me={user?.id ?? ''} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button onClick={() => log.fetchNextPage()} busy={log.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Page>
  );
}
