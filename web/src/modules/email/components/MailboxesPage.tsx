import { type Mailbox, MailPrivacy } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { disconnectMailbox, emailKeys, mailboxesQuery, syncMailbox, testMailbox, updateMailbox } from '../queries';
import { privacyOptions } from '../utils/mailbox-form';
import { ConnectMailboxForm } from './ConnectMailboxForm';
import '../email.css';

const synced = (m: Mailbox) =>
  m.lastSyncedAt
    ? `synced ${formatDistanceToNow(new Date(m.lastSyncedAt), { addSuffix: true })}`
    : 'first sync pending';

const privacyLabel = (m: Mailbox) => privacyOptions.find((o) => o.value === m.privacy)?.label ?? m.privacy;

/** /mailboxes: the user's connected mailboxes, how they are doing, and connecting another. */
export function MailboxesPage() {
  const queryClient = useQueryClient();
  const mailboxes = useQuery(mailboxesQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: emailKeys.mailboxes });
  const onError = (error: Error) => toast.error(error.message);
  const test = useMutation({
    mutationFn: testMailbox,
    onSuccess: (m) =>
      m.status === 'connected' ? toast.success(`${m.address} signs in`) : toast.error(m.lastError ?? 'Failing'),
    onError,
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: updateMailbox,
    onSuccess: (m) => toast.success(`${m.address} now shares: ${privacyLabel(m)}`),
    onError,
    onSettled: refresh,
  });
  const sync = useMutation({ mutationFn: syncMailbox, onSuccess: () => toast.success('Syncing now'), onError });
  const disconnect = useMutation({
    mutationFn: disconnectMailbox,
    onSuccess: () => toast.success('Disconnected'),
    onError,
    onSettled: refresh,
  });

  return (
    <Page
      title="Mailboxes"
      subtitle="Send email from your own address and see your conversations with contacts on their timelines."
    >
      {mailboxes.isPending ? (
        <Spinner label="Loading mailboxes" />
      ) : mailboxes.isError ? (
        <p role="alert">Could not load your mailboxes. {mailboxes.error.message}</p>
      ) : mailboxes.data.length === 0 ? (
        <EmptyState icon={Mail} title="No mailbox connected">
          Connect your work mailbox with an app password below. Mail you exchange with contacts then lands on their
          timelines, and Send Email goes out from your address. Until then the workspace's system mail (invitations,
          password resets) still goes out as before.
        </EmptyState>
      ) : (
        <ul className="mailbox-list" aria-label="Connected mailboxes">
          {mailboxes.data.map((m) => (
            <li key={m.id} className="mailbox-list__item">
              <span className="mailbox-list__body">
                <strong>{m.address}</strong>
                <span className={`mailbox-status mailbox-status--${m.status}`}>
                  {m.status === 'connected' ? 'Connected' : 'Failing'} · {synced(m)}
                </span>
                {m.lastError && <span className="field__error">{m.lastError}</span>}
                <span className="muted">
                  IMAP {m.imap.host}:{m.imap.port} · SMTP {m.smtp.host}:{m.smtp.port}
                </span>
              </span>
              <SelectField
                label={`What ${m.address} shares on timelines`}
                hideLabel
                value={m.privacy}
                options={privacyOptions}
                disabled={update.isPending && update.variables?.id === m.id}
                onChange={(value) => update.mutate({ id: m.id, privacy: MailPrivacy.parse(value) })}
              />
              <Button size="sm" busy={test.isPending && test.variables === m.id} onClick={() => test.mutate(m.id)}>
                Test
              </Button>
              <Button size="sm" onClick={() => sync.mutate(m.id)}>
                Sync now
              </Button>
              <Button size="sm" variant="danger" onClick={() => disconnect.mutate(m.id)}>
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mailbox-form__title">Connect a mailbox</h2>
      <ConnectMailboxForm />
    </Page>
  );
}
