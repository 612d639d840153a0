import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Spinner } from '../../../ui/Spinner';
import { adminServicesQuery, servicesRefreshMs } from '../queries';

const number = new Intl.NumberFormat();

/** The live state of each backend service, as the BFF sees it. */
export function ServicesTable() {
  const { data: services, isPending, isError } = useQuery(adminServicesQuery);
  if (isPending) return <Spinner label="Loading services" />;
  if (isError)
    return (
      <p className="muted">
        The service list could not be loaded; it is tried again every {servicesRefreshMs / 1000} seconds.
      </p>
    );
  return (
    <table className="table">
      <caption className="visually-hidden">Services</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Status</th>
          <th scope="col" className="table__number">
            Instances
          </th>
          <th scope="col" className="table__number">
            Requests
          </th>
          <th scope="col" className="table__number">
            Errors
          </th>
          <th scope="col" className="table__number">
            Avg latency
          </th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.name}>
            <th scope="row">{service.name}</th>
            <td>
              <span className={clsx('status', service.up ? 'status--up' : 'status--down')}>
                {service.up ? 'Up' : 'Down'}
              </span>
            </td>
            <td className="table__number">{number.format(service.instances)}</td>
            <td className="table__number">{number.format(service.requests)}</td>
            <td className="table__number">{number.format(service.errors)}</td>
            <td className="table__number">{service.averageLatencyMs.toFixed(1)} ms</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
