import type { RpcHandlers } from '@smartcrm/kit';
import type { WebhookService } from './webhook.service';

export function webhookHandlers(webhooks: WebhookService): RpcHandlers<'integrations'> {
  return {
    'integrations.webhooks.list': (_request, ctx) => webhooks.list(ctx),
    'integrations.webhooks.create': (request, ctx) => webhooks.create(request, ctx),
    'integrations.webhooks.update': (request, ctx) => webhooks.update(request, ctx),
    'integrations.webhooks.delete': ({ id }, ctx) => webhooks.remove(id, ctx),
    'integrations.webhooks.rotate_secret': ({ id }, ctx) => webhooks.rotateSecret(id, ctx),
    'integrations.deliveries.list': (request, ctx) => webhooks.deliveries(request, ctx),
    'integrations.deliveries.redeliver': ({ id }, ctx) => webhooks.redeliver(id, ctx),
  };
}
