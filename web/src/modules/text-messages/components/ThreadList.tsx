import type { SmsThread } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { formatDistanceToNowStrict } from 'date-fns';
import { contactNameQuery } from '../../contacts/queries';
import { formatPhone } from '../utils/phone';

export const threadKey = (t: { accountId: string; peer: string }) => `${t.accountId}:${t.peer}`;

function ThreadName({ thread }: { thread: SmsThread }) {
  const name = useQuery({ ...contactNameQuery(thread.contactId ?? ''), enabled: Boolean(thread.contactId) });
  return <strong>{name.data ?? formatPhone(thread.peer)}</strong>;
}

/** The conversations, newest first, with their unread counts. */
export function ThreadList({
  threads,
  selected,
  onSelect,
}: {
  threads: SmsThread[];
  selected: string | null;
  onSelect: (thread: SmsThread) => void;
}) {
  return (
    <ul className="sms-threads" aria-label="Conversations">
      {threads.map((t) => (
        <li key={threadKey(t)}>
          <button
            type="button"
            className={clsx('sms-threads__item', selected === threadKey(t) && 'sms-threads__item--selected')}
            aria-current={selected === threadKey(t) ? 'true' : undefined}
            onClick={() => onSelect(t)}
          >
            <span className="sms-threads__top">
              <ThreadName thread={t} />
              <span className="muted">
                {formatDistanceToNowStrict(new Date(t.last.createdAt), { addSuffix: true })}
              </span>
            </span>
            <span className="sms-threads__last muted">
              {t.last.direction === 'outbound' && 'You: '}
              {t.last.body}
            </span>
            {t.unread > 0 && (
              <span className="sms-threads__unread">
                {t.unread}
                <span className="visually-hidden"> unread</span>
              </span>
            )}
            {t.optedOut && <span className="sms-threads__opted-out">Opted out</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
