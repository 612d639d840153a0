import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { adminOverviewQuery } from '../queries';
import { AdminAlerts } from './AdminAlerts';
import { AdminFigures } from './AdminFigures';
import { AdminLinks } from './AdminLinks';
import { RecentActivity } from './RecentActivity';
import { ServicesTable } from './ServicesTable';
import '../admin.css';

/** Super admins' page: the headline figures, alerts, admin links, live services and recent activity. */
export function AdminPage() {
  const overview = useQuery(adminOverviewQuery);
  return (
    <Page title="Admin Panel" subtitle="Your SmartCRM installation">
      {overview.isPending && <Spinner label="Loading the figures" />}
      {overview.isError && <p className="muted">The figures could not be loaded; they are tried again shortly.</p>}
      {overview.data && (
        <>
          <AdminFigures overview={overview.data} />
          <section className="card" aria-labelledby="alerts-title">
            <h2 id="alerts-title" className="card__title">
              Alerts
            </h2>
            <AdminAlerts alerts={overview.data.alerts} />
          </section>
        </>
      )}
      <AdminLinks />
      <section className="card" aria-labelledby="services-title">
        <h2 id="services-title" className="card__title">
          Services
        </h2>
        <ServicesTable />
      </section>
      <section className="card" aria-labelledby="activity-title">
        <h2 id="activity-title" className="card__title">
          Recent Admin Activity
        </h2>
        <RecentActivity />
      </section>
    </Page>
  );
}
