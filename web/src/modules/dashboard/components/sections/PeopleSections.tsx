import type { ContactListQuery, RecentActivity } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Link } from 'react-router-dom';
import { describeActivity } from '../../../activities/utils/describe-activity';
import { activityIcons } from '../../../activities/utils/activity-icons';
import { Avatar } from '../../../analytics/components/Avatar';
import { activityFeedQuery, dashboardContactsQuery } from '../../queries';
import { hotLeadsQuery, newestContactsQuery } from '../../utils/contact-lists';

function ContactList({ query, empty }: { query: ContactListQuery; empty: string }) {
  const { data } = useQuery({ ...dashboardContactsQuery(query), throwOnError: true });
  if (!data) return null;
  if (!data.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="dashboard-list">
      {data.map((contact) => (
        <li key={contact.id}>
          <Link to={`/contacts/${contact.id}`} className="dashboard-list__item">
            <Avatar name={contact.name} />
            <span className="dashboard-list__body">
              <strong>{contact.name}</strong>
              <span className="muted">
                {[contact.title, contact.company].filter(Boolean).join(' · ') || contact.email}
              </span>
            </span>
            <span className={`tone-badge tone--${contact.interestLevel === 'hot' ? 'red' : 'blue'}`}>
              {contact.interestLevel}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const NewLeads = () => <ContactList query={hotLeadsQuery} empty="No hot contacts yet" />;
export const NewestContacts = () => <ContactList query={newestContactsQuery} empty="No contacts found" />;

function Feed({ kinds, empty }: { kinds?: string; empty: string }) {
  const { data } = useQuery({ ...activityFeedQuery(kinds), throwOnError: true });
  if (!data) return null;
  if (!data.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="dashboard-feed">
      {data.map((activity) => (
        <FeedItem key={activity.id} activity={activity} />
      ))}
    </ul>
  );
}

function FeedItem({ activity }: { activity: RecentActivity }) {
  const Icon = activityIcons[activity.kind];
  const target = activity.dealId ? `/pipeline?deal=${activity.dealId}` : `/contacts/${activity.contactId}`;
  return (
    <li>
      <Icon aria-hidden size={16} className="dashboard-feed__icon" />
      <span className="dashboard-feed__body">
        <Link to={target}>
          {describeActivity(activity)} · {activity.dealTitle ?? activity.contactName ?? 'Unknown Contact'}
        </Link>
        {activity.body && <span className="dashboard-feed__text">{activity.body}</span>}
        <span className="muted">
          {activity.actorName ? `${activity.actorName} · ` : ''}
          {formatDistanceToNow(parseISO(activity.occurredAt), { addSuffix: true })}
        </span>
      </span>
    </li>
  );
}

export const RecentActivityFeed = () => <Feed empty="Nothing has happened yet" />;
export const InteractionHistory = () => <Feed kinds="call,email,note" empty="No calls, emails or notes logged yet" />;
