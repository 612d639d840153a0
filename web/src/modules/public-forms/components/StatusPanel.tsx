import type { HealthResponse } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import '../public-forms.css';
import { healthQuery, statusRefreshMs } from '../queries';

/** What each service does, in a visitor's words. */
const serviceLabels: Record<string, string> = {
  tenant: 'Workspaces and plans',
  identity: 'Sign-in and accounts',
  crm: 'Contacts, deals and tasks',
  ai: 'AI tools',
  signalling: 'Calls',
};

const latencyText = (ms: number) => (ms < 1 ? 'under 1 ms' : `${ms.toLocaleString('en-US')} ms`);

function Summary({ health }: { health: HealthResponse }) {
  const down = Object.values(health.services).filter((service) => !service.up).length;
  const ok = health.status === 'ok';
  return (
    <p className={clsx('status-summary', ok ? 'status-summary--ok' : 'status-summary--down')} role="status">
      {ok ? 'All systems operational' : `${down} of ${Object.keys(health.services).length} services are down`}
    </p>
  );
}

/** /status: each service up or down and how fast it answers, checked by the BFF and refreshed every 15 s. */
export function StatusPanel() {
  const health = useQuery(healthQuery);
  if (health.isPending) return <p className="status-summary">Checking the services…</p>;
  if (health.isError) {
    return (
      <p className="status-summary status-summary--down" role="alert">
        The status service cannot be reached right now; SmartCRM may be down. This page keeps trying.
      </p>
    );
  }
  const services = Object.entries(health.data.services);
  return (
    <section className="status-panel" aria-label="Service status">
      <Summary health={health.data} />
      <table className="status-table">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            <th scope="col">Average response</th>
          </tr>
        </thead>
        <tbody>
          {services.map(([name, service]) => (
            <tr key={name} data-service={name}>
              <th scope="row">{serviceLabels[name] ?? name}</th>
              <td>
                <span className={clsx('status-dot', service.up ? 'status-dot--up' : 'status-dot--down')} aria-hidden />
                {service.up ? 'Operational' : 'Down'}
              </td>
              <td>{service.up ? latencyText(service.averageLatencyMs) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="status-panel__checked">
        Checked {new Date(health.data.checkedAt).toLocaleTimeString()}; refreshed every {statusRefreshMs / 1000}{' '}
        seconds.
      </p>
    </section>
  );
}
