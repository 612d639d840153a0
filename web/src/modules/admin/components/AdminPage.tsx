import { Page } from '../../../ui/Page';
import { AdminLinks } from './AdminLinks';
import { RecentActivity } from './RecentActivity';
import { ServicesTable } from './ServicesTable';

/** Super admins' page: the admin links, the live services table and recent admin activity. */
export function AdminPage() {
  return (
    <Page title="Admin Panel" subtitle="Your SmartCRM installation">
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
