import { type EventEnvelope, type ServiceName, type WebhookEventType, webhookEventSources } from '@smartcrm/contracts';
import { consumeServiceEvents, type Logger, type Shutdown, type UnitOfWork } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import type { IntegrationsDb } from '../db/schema';
import { recordKeyOf } from './delivery-schedule';
import { webhookDeliveryRepository as deliveries } from './webhook-delivery.repository';
import { webhookEndpointRepository as endpoints } from './webhook-endpoint.repository';

/** The public name of each internal event that has one. */
const publicName = new Map<string, WebhookEventType>(
  Object.entries(webhookEventSources).map(([name, source]) => [source, name as WebhookEventType]),
);
const sourceServices = [...new Set(Object.values(webhookEventSources).map((s) => s.split('.')[0] as ServiceName))];

/**
 * Each public event becomes one delivery per endpoint that asked for it, written in the event's
 * tenant in one transaction, in the order of its service's stream (whose sequence the delivery
 * keeps); a redelivered event writes nothing more (unique per endpoint and event). The payload is
 * the Standard Webhooks body: type, timestamp and the event's data.
 */
export async function startWebhookFanout(deps: {
  nc: NatsConnection;
  uow: UnitOfWork<IntegrationsDb>;
  log: Logger;
  shutdown: Shutdown;
  wake: () => void;
}) {
  const fanOut = async (event: EventEnvelope, sequence: number) => {
    const type = publicName.get(event.type);
    if (!type) return;
    const data = event.data as Record<string, unknown>;
    const created = await deps.uow.withTenant(event.tenantId, async (trx) => {
      const targets = await endpoints.subscribedTo(trx, type);
      if (targets.length === 0) return 0;
      const payload = { type, timestamp: event.occurredAt, data };
      await deliveries.insertMany(
        trx,
        targets.map((endpoint) => ({
          tenant_id: event.tenantId,
          id: crypto.randomUUID(),
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: type,
          event_seq: sequence,
          record_key: recordKeyOf(type, event.id, data),
          payload,
        })),
      );
      return targets.length;
    });
    if (created > 0) deps.wake();
  };
  for (const source of sourceServices) {
    const consumer = await consumeServiceEvents(deps.nc, 'integrations', source, fanOut, deps.log);
    deps.shutdown.add(`webhooks from ${source}`, consumer.stop);
  }
}
