import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { FormField } from '../../../ui/form/FormField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { contactPickerQuery, contactQuery } from '../../contacts/queries';
import { dealQuery } from '../../pipeline/queries';
import { EmailComposer } from './EmailComposer';
import '../email.css';

/**
 * /email-composer[?contactId=…][&dealId=…][&replyTo=<Message-ID>&subject=…]: pick a contact, then
 * write to them from your own mailbox (a deal's title for templates; a reply in a thread).
 */
export function EmailComposerPage() {
  const [params, setParams] = useSearchParams();
  const contactId = params.get('contactId');
  const contact = useQuery({ ...contactQuery(contactId ?? ''), enabled: Boolean(contactId) });
  const dealId = params.get('dealId');
  const deal = useQuery({ ...dealQuery(dealId ?? ''), enabled: Boolean(dealId) });
  const replyTo = params.get('replyTo');
  const reply = replyTo ? { messageId: replyTo, subject: params.get('subject') ?? '' } : undefined;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const picks = useQuery({ ...contactPickerQuery(term), enabled: !contactId && term.length > 0 });

  return (
    <Page
      title="Send Email"
      subtitle="Sent from your own mailbox; the message and replies land on the contact’s timeline."
    >
      {contactId ? (
        contact.isPending || (dealId && deal.isPending) ? (
          <Spinner label="Loading contact" />
        ) : contact.data ? (
          <EmailComposer key={contact.data.id} contact={contact.data} deal={deal.data} reply={reply} />
        ) : (
          <p role="alert">This contact does not exist or was deleted.</p>
        )
      ) : (
        <div className="email-composer">
          <FormField label="Who to write to">
            <input
              className="field__input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search contacts"
            />
          </FormField>
          <ul className="mailbox-list">
            {(picks.data ?? [])
              .filter((c) => c.email)
              .map((c) => (
                <li key={c.id} className="mailbox-list__item">
                  <span className="mailbox-list__body">
                    <strong>{c.name}</strong>
                    <span className="muted">{c.email}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    onClick={() => setParams({ contactId: c.id })}
                  >
                    Write
                  </button>
                </li>
              ))}
          </ul>
        </div>
      )}
    </Page>
  );
}
