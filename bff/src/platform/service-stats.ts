import { microServiceName, type ServiceHealth, serviceNames } from '@smartcrm/contracts';
import { type NatsConnection, RequestStrategy } from 'nats';

/**
 * Asks every running service instance for its stats through the NATS services API and
 * sums them per service. An instance that does not answer within `maxWaitMs` counts as down.
 */
export async function collectServiceStats(nc: NatsConnection, maxWaitMs = 500): Promise<ServiceHealth[]> {
  const client = nc.services.client({ strategy: RequestStrategy.Timer, maxWait: maxWaitMs });
  const totals = new Map(
    serviceNames.map((name) => [microServiceName(name), { name, instances: 0, requests: 0, errors: 0, nanos: 0 }]),
  );
  for await (const stats of await client.stats()) {
    const total = totals.get(stats.name);
    if (!total) continue;
    total.instances += 1;
    for (const endpoint of stats.endpoints ?? []) {
      total.requests += endpoint.num_requests;
      total.errors += endpoint.num_errors;
      total.nanos += endpoint.processing_time;
    }
  }
  return [...totals.values()].map(({ name, instances, requests, errors, nanos }) => ({
    name,
    up: instances > 0,
    instances,
    requests,
    errors,
    averageLatencyMs: requests ? Math.round((nanos / requests / 1e6) * 100) / 100 : 0,
  }));
}
