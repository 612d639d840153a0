import type { Conversation } from '@smartcrm/contracts';
import clsx from 'clsx';
import { formatDistanceToNowStrict } from 'date-fns';
import { Mail, MessageSquare, Phone } from 'lucide-react';

const channelIcon = { email: Mail, sms: MessageSquare, call: Phone } as const;
const channelName = { email: 'Email', sms: 'Text', call: 'Call' } as const;

/** The hub's conversations, newest first; unread ones in bold with a dot. */
export function ConversationList({
  items,
  selected,
  onSelect,
}: {
  items: Conversation[];
  selected: string | null;
  onSelect: (conversation: Conversation) => void;
}) {
  return (
    <ul className="hub-list" aria-label="Conversations">
      {items.map((c) => {
        const Icon = channelIcon[c.lastChannel];
        const what = c.lastSubject || c.lastPreview || (c.lastChannel === 'call' ? 'Call logged' : '');
        return (
          <li key={c.contactId}>
            <button
              type="button"
              className={clsx(
                'hub-list__item',
                c.unread && 'hub-list__item--unread',
                selected === c.contactId && 'hub-list__item--selected',
              )}
              aria-current={selected === c.contactId ? 'true' : undefined}
              onClick={() => onSelect(c)}
            >
              <span className="hub-list__top">
                <strong>{c.contactName}</strong>
                <time className="muted" dateTime={c.lastAt}>
                  {formatDistanceToNowStrict(new Date(c.lastAt), { addSuffix: true })}
                </time>
              </span>
              <span className="hub-list__last">
                <Icon aria-label={channelName[c.lastChannel]} size={14} />
                {c.lastDirection === 'inbound' ? '' : 'You: '}
                {what}
              </span>
              {c.unread && (
                <span className="hub-list__dot">
                  <span className="visually-hidden">Unread</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
