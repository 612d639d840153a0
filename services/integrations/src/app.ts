import { createEndpointGuard, createSecretBox, migrationFolder, type ServiceDefinition } from '@smartcrm/kit';
import { type IntegrationsConfig, integrationsConfigSchema } from './config';
import type { IntegrationsDb } from './db/schema';
import { startDeliveryWorker } from './webhooks/delivery-worker';
import { startWebhookFanout } from './webhooks/webhook-fanout';
import { webhookHandlers } from './webhooks/webhook.handlers';
import { createWebhookService } from './webhooks/webhook.service';

/** Integrations: outgoing webhooks, from the event streams to integrators' endpoints. */
export const integrationsService: ServiceDefinition<'integrations', IntegrationsDb, IntegrationsConfig> = {
  name: 'integrations',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: integrationsConfigSchema,
  setup: async ({ config, log, uow, nc, shutdown }) => {
    const guard = createEndpointGuard(config.WEBHOOK_PRIVATE_HOSTS, { field: 'url', what: 'webhook endpoint' });
    shutdown.add('webhook connections', () => guard.close());
    const box = createSecretBox(config.WEBHOOK_SECRET_KEY);
    const worker = startDeliveryWorker({
      uow,
      guard,
      box,
      log,
      shutdown,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      pollMs: config.WEBHOOK_POLL_MS,
    });
    await startWebhookFanout({ nc, uow, log, shutdown, wake: worker.wake });
    return webhookHandlers(createWebhookService({ uow, guard, box, wake: worker.wake }));
  },
};
