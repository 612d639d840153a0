import type { Video } from '@smartcrm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { contactQuery } from '../../contacts/queries';
import { mailboxesQuery } from '../../email/queries';
import { ContactPicker } from '../../pipeline/components/ContactPicker';
import { sendVideo } from '../queries';

/**
 * Sends a video to a contact from the user's mailbox: the email carries its thumbnail and a link
 * to its page, of this recipient's own, so their views land on their timeline. One intent per
 * dialog: pressing Send twice sends once.
 */
export function SendVideoDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const mailboxes = useQuery(mailboxesQuery());
  const [intentId] = useState(() => crypto.randomUUID());
  const [contactId, setContactId] = useState<string | null>(null);
  const contact = useQuery({ ...contactQuery(contactId ?? ''), enabled: Boolean(contactId) });
  const [subject, setSubject] = useState(video.title);
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: () =>
      sendVideo(video.id, {
        intentId,
        to: { address: contact.data?.email ?? '', name: contact.data?.name },
        contactId: contactId ?? undefined,
        subject,
        message,
      }),
  });
  const noMailbox = mailboxes.isSuccess && mailboxes.data.length === 0;
  const noAddress = contact.isSuccess && !contact.data.email;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Send “${video.title}”`}>
      {send.isSuccess ? (
        <div className="video-send">
          <p role="status">Sent to {contact.data?.name}. Their views of it will show on their timeline.</p>
          <p className="field__hint">
            Their link: <a href={send.data.link}>{send.data.link}</a>
          </p>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : noMailbox ? (
        <p role="alert">
          Connect your mailbox first: <Link to="/mailboxes">Mailboxes</Link>.
        </p>
      ) : (
        <form
          className="video-send"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <ContactPicker contactId={contactId} contactName={contact.data?.name ?? null} onChange={setContactId} />
          {noAddress && <p role="alert">{contact.data?.name} has no email address.</p>}
          <label className="field">
            <span className="field__label">Subject</span>
            <input
              className="field__input"
              value={subject}
              maxLength={300}
              onChange={(e) => setSubject(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">Message</span>
            <textarea
              className="field__input"
              rows={5}
              maxLength={5000}
              value={message}
              placeholder={`Hi${contact.data ? ` ${contact.data.firstName || contact.data.name}` : ''}, I recorded this for you.`}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          {send.isError && <p role="alert">{send.error.message}</p>}
          <Button type="submit" variant="primary" disabled={!contact.data?.email || !subject.trim() || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send video'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
