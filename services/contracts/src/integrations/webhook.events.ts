import { z } from 'zod';

/** Webhook facts: identity mails the workspace's admins when an endpoint is turned off. */
export const webhookEvents = {
  /** The delivery worker turned an endpoint off: a delivery failed for 24 hours (once per turning off). */
  'integrations.webhook.disabled': {
    version: 1,
    data: z.object({ endpointId: z.uuid(), url: z.string(), reason: z.string() }),
  },
} as const;
