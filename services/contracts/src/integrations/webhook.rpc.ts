import { z } from 'zod';
import { Ack } from '../common/ack';
import {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from './webhook.schema';

const byId = z.object({ id: z.uuid() });

/** Outgoing webhooks (issue 23): a workspace's endpoints, and each event's delivery to them. */
export const webhookRpcMethods = {
  'integrations.webhooks.list': { request: z.object({}), reply: WebhookEndpointList },
  /** Checks the target is public (SSRF guard) and answers with the signing secret, once. */
  'integrations.webhooks.create': { request: WebhookEndpointInput, reply: WebhookEndpointWithSecret },
  'integrations.webhooks.update': { request: WebhookEndpointPatch.extend(byId.shape), reply: WebhookEndpoint },
  'integrations.webhooks.delete': { request: byId, reply: Ack },
  'integrations.webhooks.rotate_secret': { request: byId, reply: WebhookEndpointWithSecret },
  'integrations.deliveries.list': { request: WebhookDeliveryQuery, reply: WebhookDeliveryPage },
  /** Sends a delivery again now, whatever its state, as a new attempt with the same webhook-id. */
  'integrations.deliveries.redeliver': { request: byId, reply: WebhookDelivery },
} as const;
