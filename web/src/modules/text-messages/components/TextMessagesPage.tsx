import { useQuery } from '@tanstack/react-query';
import { MessageSquare, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { contactQuery } from '../../contacts/queries';
import { useSmsRealtime } from '../hooks/useSmsRealtime';
import { smsAccountsQuery, smsThreadsQuery } from '../queries';
import { toE164 } from '../utils/phone';
import { ThreadList, threadKey } from './ThreadList';
import { ThreadView } from './ThreadView';
import '../text-messages.css';

/**
 * /text-messages[?contactId=…|?peer=…]: the workspace's conversations by text, one open beside the
 * list; a contact's opens (or starts) the thread with their phone number.
 */
export function TextMessagesPage() {
  useSmsRealtime();
  const [params, setParams] = useSearchParams();
  const contactId = params.get('contactId');
  const accounts = useQuery(smsAccountsQuery());
  const threads = useQuery(smsThreadsQuery());
  const contact = useQuery({ ...contactQuery(contactId ?? ''), enabled: Boolean(contactId) });
  const account = accounts.data?.find((a) => a.id === params.get('account')) ?? accounts.data?.[0];

  const contactPeer = contactId ? toE164(contact.data?.phone) : null;
  const peer = params.get('peer') ?? (contactId ? contactPeer : (threads.data?.[0]?.peer ?? null));
  const open = threads.data?.find((t) => t.peer === peer && (!account || t.accountId === account.id));

  const numbersLink = (
    <Link className="button button--secondary button--sm" to="/text-messages/numbers">
      <Settings aria-hidden size={14} /> Sending numbers
    </Link>
  );

  if (accounts.isPending || threads.isPending || (contactId && contact.isPending))
    return <Spinner label="Loading text messages" />;
  if (accounts.isError) return <p role="alert">Could not load text messages. {accounts.error.message}</p>;

  return (
    <Page
      title="Text Messages"
      subtitle="Two-way texts with your contacts; every text lands on the contact’s timeline."
      actions={numbersLink}
    >
      {!account ? (
        <EmptyState icon={MessageSquare} title="No sending number yet">
          Connect your telephony provider and a number under <Link to="/text-messages/numbers">Sending numbers</Link> to
          text contacts from SmartCRM.
        </EmptyState>
      ) : (
        <div className="sms-layout">
          <aside className="sms-layout__list">
            {threads.data?.length ? (
              <ThreadList
                threads={threads.data}
                selected={open ? threadKey(open) : null}
                onSelect={(t) => setParams({ peer: t.peer, account: t.accountId })}
              />
            ) : (
              <p className="muted sms-layout__none">No conversations yet. Open a contact and choose Send Text.</p>
            )}
          </aside>
          {contactId && contact.data && !contactPeer ? (
            <p role="alert" className="sms-layout__none">
              {contact.data.name} has no phone number a text can reach
              {contact.data.phone ? ` (${contact.data.phone})` : ''}.
            </p>
          ) : peer ? (
            <ThreadView
              key={`${account.id}:${peer}`}
              accountId={open?.accountId ?? account.id}
              peer={peer}
              contactId={open?.contactId ?? contactId}
            />
          ) : (
            <p className="muted sms-layout__none">Choose a conversation.</p>
          )}
        </div>
      )}
    </Page>
  );
}
