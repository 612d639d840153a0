import type { QuotaUsage } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import '../partners.css';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { partnerDashboardQuery } from '../queries';
import { wholeDollars } from '../utils/money';

const usage = ({ used, limit }: QuotaUsage) =>
  `${used.toLocaleString('en-US')} / ${limit === null ? 'unlimited' : limit.toLocaleString('en-US')}`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="partner-stat card">
      <span className="partner-stat__label">{label}</span>
      <strong className="partner-stat__value">{value}</strong>
    </div>
  );
}

/** /partner-dashboard: the agency's client workspaces, their plans and usage, and its MRR. */
export function PartnerDashboardPage() {
  const query = useQuery(partnerDashboardQuery);
  const actions = (
    <>
      <Link className="button button--secondary" to="/revenue-sharing">
        Revenue sharing
      </Link>
      <Link className="button button--primary" to="/partner-onboarding">
        Onboard a client
      </Link>
    </>
  );
  if (query.isPending) return <Spinner label="Loading your clients" />;
  if (query.isError) return <Page title="Partner Dashboard">{query.error.message}</Page>;
  const { clients, mrr, activeClients, newThisMonth, partner } = query.data;
  return (
    <Page title="Partner Dashboard" subtitle={`${partner.companyName}: your client workspaces`} actions={actions}>
      <section className="partner-stats" aria-label="Totals">
        <Stat label="Monthly recurring revenue" value={wholeDollars(mrr)} />
        <Stat label="Active clients" value={activeClients.toLocaleString('en-US')} />
        <Stat label="New this month" value={newThisMonth.toLocaleString('en-US')} />
        <Stat label="Your revenue share" value={`${partner.sharePercent}%`} />
      </section>
      {clients.length === 0 ? (
        <EmptyState icon={Building2} title="No clients yet">
          Onboard your first client to see it here.
        </EmptyState>
      ) : (
        <table className="table partner-table">
          <thead>
            <tr>
              <th>Client</th>
              <th>Plan</th>
              <th>Status</th>
              <th>Seats used</th>
              <th>Contacts used</th>
              <th>Created</th>
            </tr>
          </thead>
          <tbody>
            {clients.map((client) => (
              <tr key={client.id}>
                <th scope="row">
                  <span className="partner-swatch" style={{ background: client.primaryColor }} aria-hidden />
                  {client.companyName}
                  <span className="partner-table__slug">{client.slug}</span>
                </th>
                <td>
                  {client.planName} ({wholeDollars(client.monthlyPrice)}/mo)
                </td>
                <td>
                  <span className={`badge ${client.status === 'active' ? 'badge--success' : 'badge--danger'}`}>
                    {client.status}
                  </span>
                </td>
                <td>{usage(client.seats)}</td>
                <td>{usage(client.contacts)}</td>
                <td>{new Date(client.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
