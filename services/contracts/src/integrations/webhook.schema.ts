import { z } from 'zod';
import type { EventType } from '../events';

/**
 * The facts an integrator can subscribe to, by their public names, and the internal event each
 * one is. A public name never changes when an internal event is renamed.
 */
export const webhookEventSources = {
  'contact.created': 'crm.contact.created',
  'contact.updated': 'crm.contact.updated',
  'contact.deleted': 'crm.contact.deleted',
  'contact.restored': 'crm.contact.restored',
  'contact.merged': 'crm.contact.merged',
  /** One delivery per contact whose AI lead score changed value (data: contactId, score, previousScore, scoredAt). */
  'contact.score_changed': 'crm.contact.scores_changed',
  'deal.created': 'crm.deal.created',
  'deal.updated': 'crm.deal.updated',
  'deal.stage_changed': 'crm.deal.stage_changed',
  'deal.deleted': 'crm.deal.deleted',
  'deal.restored': 'crm.deal.restored',
  'task.created': 'crm.task.created',
  'task.updated': 'crm.task.updated',
  'task.completed': 'crm.task.completed',
  'task.deleted': 'crm.task.deleted',
  'appointment.created': 'crm.appointment.created',
  'appointment.updated': 'crm.appointment.updated',
  'appointment.deleted': 'crm.appointment.deleted',
  'import.completed': 'crm.import.completed',
} as const satisfies Record<string, EventType>;

export type WebhookEventType = keyof typeof webhookEventSources;
export const webhookEventTypes = Object.keys(webhookEventSources) as [WebhookEventType, ...WebhookEventType[]];
export const WebhookEventType = z.enum(webhookEventTypes);

/** True when a URL carries credentials (a URL that does not parse is left to z.url's own issue). */
const hasCredentials = (value: string) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  return Boolean(url && (url.username || url.password));
};

const targetUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2048)
  .refine((u) => !hasCredentials(u), 'must not carry a user name or password');

const description = z.string().trim().max(200);
const events = z.array(WebhookEventType).min(1, 'pick at least one event').max(webhookEventTypes.length);

export const WebhookEndpointInput = z.object({ url: targetUrl, description: description.default(''), events });
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

/** Only the fields sent change (a default here would blank the description of every other change). */
export const WebhookEndpointPatch = z.object({
  url: targetUrl.optional(),
  description: description.optional(),
  events: events.optional(),
  /** Turning an endpoint back on clears its failure count. */
  enabled: z.boolean().optional(),
});

export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** Why it was turned off automatically (null while on, or when a person turned it off). */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Returned once, at creation or rotation: the signing secret (Standard Webhooks `whsec_…`). */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: z.string() });

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint) });

export const WebhookDeliveryStatus = z.enum(['pending', 'sending', 'retrying', 'delivered', 'failed']);

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  startedAt: z.iso.datetime(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, interrupted). */
  responseStatus: z.number().int().nullable(),
  /** The first 2 kB of the receiver's answer. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});

export const WebhookDelivery = z.object({
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  id: z.uuid(),
  endpointId: z.uuid(),
  eventType: WebhookEventType,
  eventId: z.uuid(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  payload: z.record(z.string(), z.unknown()),
  log: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryQuery = z.object({
  endpointId: z.uuid(),
  status: WebhookDeliveryStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const WebhookDeliveryPage = z.object({ items: z.array(WebhookDelivery) });
