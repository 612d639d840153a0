import { baseConfigSchema, hostList, secret } from '@smartcrm/kit';
import { z } from 'zod';

export const integrationsConfigSchema = baseConfigSchema.extend({
  /**
   * Hosts a webhook may target although they resolve to a private address, comma separated; any
   * other target must resolve to public addresses only, checked when saved and on every delivery.
   */
  WEBHOOK_PRIVATE_HOSTS: hostList,
  /** Encrypts the endpoints' signing secrets at rest. */
  WEBHOOK_SECRET_KEY: secret('smartcrm-dev-webhook-secret-key', 16),
  /** How long a receiver has to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the delivery worker looks for due deliveries when it was not woken. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
});
export type IntegrationsConfig = z.infer<typeof integrationsConfigSchema>;
