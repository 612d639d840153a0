import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../ui/Spinner';
import { recentActivityQuery } from '../queries';
import { auditSentence } from '../utils/audit-sentence';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Recent Admin Activity (spec 001 §2.11), from the audit log instead of demo text. */
export function RecentActivity() {
  const { data: entries, isPending, isError } = useQuery(recentActivityQuery);
  if (isPending) return <Spinner label="Loading recent activity" />;
  if (isError) return <p className="muted">The activity could not be loaded.</p>;
  if (entries.length === 0)
    return <p className="muted">Nothing yet: invitations, role changes and deactivations appear here.</p>;
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
