import type { Conversation } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Timeline } from '../../activities/components/Timeline';
import { contactQuery } from '../../contacts/queries';
import { EmailComposer } from '../../email/components/EmailComposer';
import { membersQuery } from '../../members/queries';
import { SmsComposer } from '../../text-messages/components/SmsComposer';
import { smsAccountsQuery } from '../../text-messages/queries';
import { toE164 } from '../../text-messages/utils/phone';
import { conversationKeys, updateConversation } from '../queries';

/** One contact's conversation: who answers it, a reply by email or text, and everything on their timeline. */
export function ConversationPane({ conversation }: { conversation: Conversation }) {
  const queryClient = useQueryClient();
  const contact = useQuery(contactQuery(conversation.contactId));
  const members = useQuery(membersQuery());
  const accounts = useQuery(smsAccountsQuery());
  const [channel, setChannel] = useState<'email' | 'sms'>(conversation.lastChannel === 'sms' ? 'sms' : 'email');
  const update = useMutation({
    mutationFn: (patch: Parameters<typeof updateConversation>[1]) => updateConversation(conversation.contactId, patch),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });

  if (contact.isPending) return <Spinner label="Loading the conversation" />;
  if (contact.isError) return <p role="alert">Could not load this contact. {contact.error.message}</p>;
  const phone = toE164(contact.data.phone);
  const account = accounts.data?.[0];
  const closed = conversation.status === 'closed';

  return (
    <section className="hub-pane" aria-label={`Conversation with ${conversation.contactName}`}>
      <header className="hub-pane__header">
        <div>
          <h2 className="hub-pane__title">{conversation.contactName}</h2>
          <Link className="muted" to={`/contacts/${conversation.contactId}`}>
            Open contact <ExternalLink aria-hidden size={12} />
          </Link>
        </div>
        <label className="hub-pane__assignee">
          Assigned to
          <select
            value={conversation.assigneeId ?? ''}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ assigneeId: e.target.value || null })}
          >
            <option value="">Unassigned</option>
            {members.data?.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          busy={update.isPending}
          onClick={() => update.mutate({ status: closed ? 'open' : 'closed' })}
        >
          {closed ? 'Reopen' : 'Close'}
        </Button>
      </header>
      {update.isError && (
        <p className="form-error" role="alert">
          {update.error.message}
        </p>
      )}
      <div className="hub-pane__reply">
        <div role="tablist" aria-label="Reply by" className="hub-pane__tabs">
          {(['email', 'sms'] as const).map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={channel === c}
              className="hub-pane__tab"
              onClick={() => setChannel(c)}
            >
              {c === 'email' ? 'Email' : 'Text'}
            </button>
          ))}
        </div>
        {channel === 'email' ? (
          <EmailComposer key={conversation.contactId} contact={contact.data} />
        ) : !account ? (
          <p className="muted">
            Connect a sending number under <Link to="/text-messages/numbers">Sending numbers</Link> to text from here.
          </p>
        ) : (
          <SmsComposer
            key={conversation.contactId}
            accountId={account.id}
            to={phone ?? ''}
            contactId={conversation.contactId}
            disabledReason={phone ? null : `${conversation.contactName} has no phone number a text can reach`}
          />
        )}
      </div>
      <Timeline parent={{ contactId: conversation.contactId }} />
    </section>
  );
}
