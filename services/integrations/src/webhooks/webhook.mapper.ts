import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@smartcrm/contracts';
import type { AttemptJson, DeliveryRow } from './webhook-delivery.repository';
import type { EndpointRow } from './webhook-endpoint.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  consecutiveFailures: row.consecutive_failures,
  createdAt: new Date(row.created_at).toISOString(),
});

export const toDelivery = (row: DeliveryRow & { log: AttemptJson[] }): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventType: row.event_type as WebhookEventType,
  eventId: row.event_id,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: iso(row.next_attempt_at),
  createdAt: new Date(row.created_at).toISOString(),
  payload: row.payload,
  log: row.log.map((a) => ({
    attempt: a.attempt,
    startedAt: new Date(a.started_at).toISOString(),
    responseStatus: a.response_status,
    responseBody: a.response_body,
    error: a.error,
    durationMs: a.duration_ms,
  })),
});
