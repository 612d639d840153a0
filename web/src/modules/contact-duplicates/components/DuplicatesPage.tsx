import { type Contact, type DuplicateReason, formatCompact } from '@smartcrm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { duplicateGroupsQuery } from '../queries';
import { reasonLabels } from '../utils/merge-fields';
import { MergeDialog } from './MergeDialog';
import '../duplicates.css';

const filters: { reason: DuplicateReason | null; label: string }[] = [
  { reason: null, label: 'All' },
  { reason: 'email', label: 'Email' },
  { reason: 'phone', label: 'Phone' },
  { reason: 'domain', label: 'Company domain' },
];

/** /contacts/duplicates: every group of contacts sharing a key, a page at a time. */
export function DuplicatesPage() {
  const [reason, setReason] = useState<DuplicateReason | null>(null);
  const groups = useInfiniteQuery(duplicateGroupsQuery(reason));
  const [pair, setPair] = useState<[Contact, Contact] | null>(null);
  const items = groups.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page
      title="Possible duplicates"
      subtitle="Contacts that share an email, a phone number or a company email domain"
      actions={
        <Link to="/contacts" className="button button--secondary">
          Back to contacts
        </Link>
      }
    >
      <fieldset className="duplicates-filters">
        <legend className="visually-hidden">Match on</legend>
        {filters.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={reason === f.reason}
            className={clsx('button button--sm filter-button', reason === f.reason && 'filter-button--on')}
            onClick={() => setReason(f.reason)}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {groups.isPending ? (
        <Spinner label="Looking for duplicates" />
      ) : items.length === 0 && !groups.hasNextPage ? (
        <EmptyState icon={Copy} title="No possible duplicates">
          No two contacts share an email, phone number or company domain.
        </EmptyState>
      ) : (
        <ul className="duplicate-groups">
          {items.map((group) => {
            const [first, ...rest] = group.contacts as [Contact, ...Contact[]];
            return (
              <li key={`${group.reason}:${group.key}`} className="duplicate-group">
                <p className="duplicate-group__head">
                  <span className="badge">{reasonLabels[group.reason]}</span> <strong>{group.key}</strong>{' '}
                  <span className="muted">· {formatCompact(group.count)} contacts</span>
                </p>
                <ul className="duplicate-group__contacts">
                  {[first, ...rest].map((contact) => (
                    <li key={contact.id} className="duplicate-group__contact">
                      <Link to={`/contacts/${contact.id}`}>{contact.name}</Link>
                      <span className="muted">
                        {[contact.email, contact.phone, contact.company].filter(Boolean).join(' · ')}
                      </span>
                      {contact.id !== first.id && (
                        <Button size="sm" onClick={() => setPair([first, contact])}>
                          Merge into {first.name}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {groups.hasNextPage && (
        <Button busy={groups.isFetchingNextPage} onClick={() => groups.fetchNextPage()}>
          Show more
        </Button>
      )}
      {pair && <MergeDialog keep={pair[0]} other={pair[1]} onClose={() => setPair(null)} onMerged={() => undefined} />}
    </Page>
  );
}
