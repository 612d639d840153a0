import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { auditLogQuery } from '../queries';
import { auditSentence } from '../utils/audit-sentence';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Recent Admin Activity (spec 001 §2.11), from the audit log instead of demo text, searchable. */
export function RecentActivity() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  return (
    <>
      <input
        type="search"
        className="field__input audit-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by person, action or record"
        aria-label="Search the audit log"
      />
      <AuditEntries search={search} />
    </>
  );
}

function AuditEntries({ search }: { search: string }) {
  const {
    data: entries,
    isPending,
    isError,
  } = useQuery({ ...auditLogQuery(search), placeholderData: keepPreviousData });
  if (isPending) return <Spinner label="Loading recent activity" />;
  if (isError) return <p className="muted">The activity could not be loaded.</p>;
  if (entries.length === 0)
    return (
      <p className="muted">
        {search
          ? `No audit entries match "${search}".`
          : 'Nothing yet: invitations, role changes and deactivations appear here.'}
      </p>
    );
  return (
    <ul className="activity-list">
      {entries.map((entry) => (
        <li key={entry.id} className="activity-list__item">
          <span>{auditSentence(entry)}</span>
          <time dateTime={entry.createdAt} className="activity-list__time">
            {when.format(new Date(entry.createdAt))}
          </time>
        </li>
      ))}
    </ul>
  );
}
