import { contactTopicLabels } from '@smartcrm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import '../admin.css';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { contactRequestsQuery } from '../queries';
import { AdminLinks } from './AdminLinks';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/inbox (platform operators): the messages visitors sent through the public contact form. */
export function ContactInboxPage() {
  const inbox = useInfiniteQuery(contactRequestsQuery);
  const requests = inbox.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <Page title="Contact Inbox" subtitle="Messages from the public contact form, newest first">
      <AdminLinks />
      {inbox.isPending && <Spinner label="Loading the messages" />}
      {inbox.isError && <p className="muted">The messages could not be loaded. Reload the page to try again.</p>}
      {inbox.isSuccess && requests.length === 0 && (
        <EmptyState icon={Inbox} title="No messages yet">
          What visitors send on /contact appears here.
        </EmptyState>
      )}
      <ul className="inbox-list">
        {requests.map((request) => (
          <li key={request.id} className="card inbox-item">
            <header className="inbox-item__header">
              <strong>{request.name}</strong>
              {request.company && <span className="muted">{request.company}</span>}
              <a href={`mailto:${request.email}`}>{request.email}</a>
              <span className="badge">{contactTopicLabels[request.topic]}</span>
              <time className="muted inbox-item__time" dateTime={request.createdAt}>
                {when(request.createdAt)}
              </time>
            </header>
            <p className="inbox-item__message">{request.message}</p>
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <Button busy={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          Show older messages
        </Button>
      )}
    </Page>
  );
}
