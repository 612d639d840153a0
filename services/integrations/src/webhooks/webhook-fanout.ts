import {
  type EventData,
  type EventEnvelope,
  type ServiceName,
  type WebhookEventType,
  webhookEventSources,
} from '@smartcrm/contracts';
import { consumeServiceEvents, type Logger, type Shutdown, stableUuid, type UnitOfWork } from '@smartcrm/kit';
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
 * The facts an event holds, one per record: a batch event (the lead scores of a bulk run) is one
 * delivery per record, each with an id of its own that a redelivered event gives again.
 */
function factsOf(event: EventEnvelope): { id: string; data: Record<string, unknown> }[] {
  if (event.type === 'crm.contact.scores_changed') {
    // Checked against its schema by the consumer before it got here.
    const { changes } = event.data as EventData<'crm.contact.scores_changed'>;
    return changes.map((change) => ({ id: stableUuid(event.id, change.contactId), data: change }));
  }
  return [{ id: event.id, data: event.data as Record<string, unknown> }];
}

/**
 * Each public event (each record of a batch event) becomes one delivery per endpoint that asked for it, written in the event's
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
    const created = await deps.uow.withTenant(event.tenantId, async (trx) => {
      const targets = await endpoints.subscribedTo(trx, type);
      if (targets.length === 0) return 0;
      const facts = factsOf(event);
      await deliveries.insertMany(
        trx,
        targets.flatMap((endpoint) =>
          facts.map(({ id, data }) => ({
            tenant_id: event.tenantId,
            id: crypto.randomUUID(),
            endpoint_id: endpoint.id,
            event_id: id,
            event_type: type,
            event_seq: sequence,
            record_key: recordKeyOf(type, id, data),
            payload: { type, timestamp: event.occurredAt, data },
          })),
        ),
      );
      return targets.length * facts.length;
    });
    if (created > 0) deps.wake();
  };
  for (const source of sourceServices) {
    const consumer = await consumeServiceEvents(deps.nc, 'integrations', source, fanOut, deps.log);
    deps.shutdown.add(`webhooks from ${source}`, consumer.stop);
  }
}
