import { Construction } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { plannedAdminPages } from '../../placeholders/utils/planned-pages';
import { ServicesTable } from './ServicesTable';

/** Super admins' page: the live services table now; the admin dashboard comes with the admin pages. */
export function AdminPage() {
  return (
    <Page title="Admin Panel" subtitle="Your SmartCRM installation">
      <nav aria-label="Admin" className="admin-links">
        {plannedAdminPages.map((page) => (
          <NavLink key={page.path} to={`/${page.path}`} className="admin-links__link">
            {page.title}
          </NavLink>
        ))}
      </nav>
      <section className="card" aria-labelledby="services-title">
        <h2 id="services-title" className="card__title">
          Services
        </h2>
        <ServicesTable />
      </section>
      <EmptyState icon={Construction} title="Admin dashboard not built yet">
        <p>User management, bulk import, system analytics and settings arrive with the admin pages.</p>
      </EmptyState>
    </Page>
  );
}
