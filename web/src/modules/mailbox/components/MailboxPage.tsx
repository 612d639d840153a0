import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { AdminLinks } from '../../admin/components/AdminLinks';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { mailboxKeys, mailboxQuery } from '../queries';
import { MailCard } from './MailCard';
import '../mailbox.css';

/** The developer mailbox: the workspace's outgoing mail, readable when no SMTP server sends it. */
export function MailboxPage() {
  const queryClient = useQueryClient();
  const mailbox = useInfiniteQuery(mailboxQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
  useRealtimeEvent('identity.mail.queued', refresh);
  const messages = mailbox.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <Page
      title="Mailbox"
      subtitle="Mail this workspace sent: invitations and password resets"
      actions={<Button onClick={refresh}>Refresh</Button>}
    >
      <AdminLinks />
      {mailbox.isPending ? (
        <PageSpinner label="Loading mail" />
      ) : mailbox.isError ? (
        <p role="alert" className="form-error">
          {mailbox.error.message}
        </p>
      ) : messages.length === 0 ? (
        <EmptyState icon={Inbox} title="No mail yet">
          <p>Invitations and password reset links appear here as they are sent.</p>
        </EmptyState>
      ) : (
        <div className="mail-list">
          {messages.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
          {mailbox.hasNextPage && (
            <Button busy={mailbox.isFetchingNextPage} onClick={() => mailbox.fetchNextPage()}>
              Load older mail
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
