import { bodyHtml, type Contact, type Deal, type EmailTemplate, renderMerge } from '@smartcrm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { FormError } from '../../auth/components/FormError';
import { mailboxesQuery, sendEmail, sendStatusQuery, signatureQuery } from '../queries';

import { ComposeForm } from '../utils/compose-form';
import { mergeValuesOf } from '../utils/merge-values';
import { TemplatePicker } from './TemplatePicker';
import '../email.css';

const statusWords = {
  queued: 'Queued…',
  sending: 'Sending…',
  sent: 'Sent. It is on the contact’s timeline.',
  failed: 'Not sent',
} as const;

/** A reply in a thread: the message answered (its Message-ID) and its subject. */
export interface ReplyTo {
  messageId: string;
  subject: string;
}

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/**
 * Writes to a contact from the user's own mailbox, from scratch or a template, now or at a time,
 * or as a reply in a thread. One intent id per composed message: pressing Send twice, or a
 * retried request, sends it once.
 */
export function EmailComposer({ contact, deal, reply }: { contact: Contact; deal?: Deal; reply?: ReplyTo }) {
  const mailboxes = useQuery(mailboxesQuery());
  const signature = useQuery(signatureQuery());
  const { user } = useSession();
  const [intentId, setIntentId] = useState(() => crypto.randomUUID());
  const send = useMutation({ mutationFn: sendEmail });
  const status = useQuery(sendStatusQuery(intentId, send.isSuccess));
  const mailbox = mailboxes.data?.[0];
  const { form, submit, formError, sending } = useSchemaForm(
    ComposeForm,
    {
      subject: reply ? replySubject(reply.subject) : '',
      body: `Hi ${contact.firstName || contact.name},\n\n`,
      sendAt: '',
    },
    ({ subject, body, sendAt }) =>
      send.mutateAsync({
        intentId,
        mailboxId: mailbox?.id ?? '',
        to: [{ address: contact.email, name: contact.name }],
        subject,
        html: bodyHtml(body),
        contactId: contact.id,
        ...(reply ? { inReplyTo: reply.messageId } : {}),
        ...(sendAt ? { sendAt } : {}),
      }),
    { fieldOf: (path) => (path === 'html' ? 'body' : path) },
  );
  const applyTemplate = (template: EmailTemplate) => {
    const values = mergeValuesOf(contact, deal, {
      name: mailbox?.displayName || user?.name,
      signature: signature.data ?? '',
    });
    // A reply keeps its thread's subject; the template gives the message.
    if (!reply) form.setValue('subject', renderMerge(template.subject, values), { shouldValidate: true });
    form.setValue('body', renderMerge(template.body, values), { shouldValidate: true });
  };

  if (mailboxes.isPending) return <Spinner label="Loading your mailboxes" />;
  if (!mailbox) {
    return (
      <div className="email-composer">
        <p>
          To send email from SmartCRM, first connect your mailbox (IMAP and SMTP with an app password) on{' '}
          <Link to="/mailboxes">Mailboxes</Link>. Replies then show on {contact.name}’s timeline.
        </p>
        <a className="button button--ghost" href={`mailto:${contact.email}`}>
          Write from your mail program instead
        </a>
      </div>
    );
  }
  const state = status.data?.status ?? (send.isSuccess ? send.data.status : null);
  const done = state === 'sent' || state === 'failed';
  const scheduledFor = send.data?.sendAt && state === 'queued' ? new Date(send.data.sendAt) : null;

  return (
    <form className="email-composer" onSubmit={submit} noValidate aria-label="Write an email">
      <p className="muted">
        {reply ? 'Reply from' : 'From'} {mailbox.address} to {contact.name} &lt;{contact.email}&gt;
      </p>
      <TemplatePicker onPick={applyTemplate} disabled={send.isSuccess} />
      <FormInput form={form} name="subject" label="Subject" maxLength={300} disabled={send.isSuccess} />
      <FormTextarea
        form={form}
        name="body"
        label="Message"
        className="email-composer__body"
        disabled={send.isSuccess}
      />
      <FormInput
        form={form}
        name="sendAt"
        label="Send later (optional)"
        type="datetime-local"
        className="email-composer__when"
        disabled={send.isSuccess}
      />
      <FormError message={formError} />
      <div className="email-composer__actions">
        {send.isSuccess && (done || scheduledFor) ? (
          <Button
            onClick={() => {
              send.reset();
              form.reset();
              setIntentId(crypto.randomUUID());
            }}
          >
            Write another
          </Button>
        ) : (
          <Button type="submit" variant="primary" busy={sending} disabled={send.isSuccess}>
            <Send aria-hidden size={16} /> {form.watch('sendAt') ? 'Schedule' : 'Send'}
          </Button>
        )}
        {state && (
          <span role="status" className={state === 'failed' ? 'field__error' : 'muted'}>
            {scheduledFor ? `Scheduled for ${scheduledFor.toLocaleString()}.` : statusWords[state]}
            {state === 'failed' && status.data?.error ? `: ${status.data.error}` : ''}
          </span>
        )}
      </div>
    </form>
  );
}
