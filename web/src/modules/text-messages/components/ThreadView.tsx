import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { contactNameQuery } from '../../contacts/queries';
import { smsKeys, smsThreadQuery } from '../queries';
import { formatPhone } from '../utils/phone';
import { statusLine } from '../utils/sms-status';
import { SmsComposer } from './SmsComposer';

interface ThreadViewProps {
  accountId: string;
  peer: string;
  contactId: string | null;
}

/** One conversation, oldest text first, and the composer under it. */
export function ThreadView({ accountId, peer, contactId }: ThreadViewProps) {
  const queryClient = useQueryClient();
  const name = useQuery({ ...contactNameQuery(contactId ?? ''), enabled: Boolean(contactId) });
  const title = name.data ?? formatPhone(peer);
  const thread = useQuery(smsThreadQuery(accountId, peer));
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.items.length ?? 0;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: 'end' });
    // Reading the thread marked its texts read: the list's unread counts follow.
    if (count) void queryClient.invalidateQueries({ queryKey: smsKeys.threads, exact: true });
  }, [count, queryClient]);

  return (
    <section className="sms-thread" aria-label={`Texts with ${title}`}>
      <header className="sms-thread__header">
        <strong>{title}</strong>
        <span className="muted">{formatPhone(peer)}</span>
      </header>
      {thread.isPending ? (
        <Spinner label="Loading texts" />
      ) : thread.isError ? (
        <p role="alert">Could not load the texts. {thread.error.message}</p>
      ) : (
        <ol className="sms-thread__texts">
          {thread.data.items.length === 0 && (
            <li className="muted sms-thread__empty">No texts yet. Write the first one below.</li>
          )}
          {thread.data.items.map((m) => (
            <li key={m.id} className={clsx('sms-bubble', `sms-bubble--${m.direction}`)}>
              <p className="sms-bubble__body">{m.body}</p>
              <span className={clsx('sms-bubble__meta', `sms-status--${m.status}`)}>
                {format(new Date(m.createdAt), 'PP p')}
                {m.direction === 'outbound' && ` · ${statusLine(m)}`}
              </span>
            </li>
          ))}
          <li ref={end} aria-hidden className="sms-thread__end" />
        </ol>
      )}
      {thread.data?.optedOut && (
        <p className="sms-thread__opted-out" role="status">
          {formatPhone(peer)} replied STOP: texts to this number are refused until they text START.
        </p>
      )}
      <SmsComposer
        key={`${accountId}:${peer}`}
        accountId={accountId}
        to={peer}
        contactId={contactId}
        disabledReason={thread.data?.optedOut ? 'This number opted out (STOP)' : null}
      />
    </section>
  );
}
