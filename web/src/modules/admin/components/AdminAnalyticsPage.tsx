import { adminAnalyticsDays } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { adminAnalyticsQuery } from '../queries';
import { ActivityChart } from './ActivityChart';
import { ServicesTable } from './ServicesTable';
import '../../analytics/analytics.css';

const period = `Per day, the last ${adminAnalyticsDays} days (UTC)`;

/** /admin/analytics: how the workspace and the services were used over the last days. */
export function AdminAnalyticsPage() {
  const { data, isError } = useQuery(adminAnalyticsQuery);
  if (isError)
    return (
      <Page title="System Analytics">
        <p className="muted">The figures could not be loaded; reload the page to try again.</p>
      </Page>
    );
  if (!data) return <PageSpinner />;
  const { days } = data;
  return (
    <Page title="System Analytics" subtitle="Your workspace's activity over time and the services' load">
      <div className="chart-grid">
        <ActivityChart title="Sign-ins" note={period} days={days} series={[{ key: 'signIns', label: 'Sign-ins' }]} />
        <ActivityChart
          title="Audit events"
          note={`${period}: user and workspace changes`}
          days={days}
          series={[{ key: 'auditEvents', label: 'Audit events' }]}
        />
        <ActivityChart title="New users" note={period} days={days} series={[{ key: 'usersCreated', label: 'Users' }]} />
        <ActivityChart
          title="New contacts and deals"
          note={period}
          days={days}
          series={[
            { key: 'contactsCreated', label: 'Contacts' },
            { key: 'dealsCreated', label: 'Deals' },
          ]}
        />
      </div>
      <section className="card" aria-labelledby="services-title">
        <h2 id="services-title" className="card__title">
          Requests and errors since each service started
        </h2>
        <ServicesTable />
      </section>
    </Page>
  );
}
