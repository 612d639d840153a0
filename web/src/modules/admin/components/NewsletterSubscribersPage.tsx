import { useInfiniteQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import '../admin.css';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { newsletterPath, newsletterQuery } from '../queries';
import { AdminLinks } from './AdminLinks';

type Status = '' | 'pending' | 'confirmed';
const statusOptions = [
  { value: '', label: 'Everyone' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Waiting for confirmation' },
];
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');

/** /admin/newsletter (platform operators): the Stay Updated list with its confirmations, and a CSV export. */
export function NewsletterSubscribersPage() {
  const [status, setStatus] = useState<Status>('confirmed');
  const list = useInfiniteQuery(newsletterQuery(status));
  const subscribers = list.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const counts = list.data?.pages[0]?.counts;
  const exportUrl = `${newsletterPath}/export${status ? `?status=${status}` : ''}`;
  return (
    <Page
      title="Newsletter"
      subtitle={counts ? `${counts.confirmed} confirmed, ${counts.pending} waiting for confirmation` : undefined}
      actions={
        <a className="button button--secondary" href={exportUrl} download>
          Export CSV
        </a>
      }
    >
      <AdminLinks />
      <div className="newsletter-toolbar">
        <SelectField
          label="Show"
          value={status}
          options={statusOptions}
          onChange={(value) => setStatus(value as Status)}
        />
      </div>
      {list.isPending && <Spinner label="Loading the subscribers" />}
      {list.isError && <p className="muted">The subscribers could not be loaded. Reload the page to try again.</p>}
      {list.isSuccess && subscribers.length === 0 && (
        <EmptyState icon={Mail} title="Nobody here yet">
          Addresses from the Stay Updated box in the site's footer appear here.
        </EmptyState>
      )}
      {subscribers.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Subscribed</th>
              <th scope="col">Confirmed</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>{subscriber.email}</td>
                <td>{subscriber.status === 'confirmed' ? 'Confirmed' : 'Waiting'}</td>
                <td>{day(subscriber.createdAt)}</td>
                <td>{day(subscriber.confirmedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasNextPage && (
        <Button busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Page>
  );
}
