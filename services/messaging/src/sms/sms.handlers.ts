import type { RpcHandlers } from '@smartcrm/kit';
import type { RpcName } from '@smartcrm/contracts';
import type { createSmsAccountService } from './sms-account.service';
import type { createSmsService } from './sms.service';
import type { createSmsWebhookService } from './sms-webhook.service';

export type SmsMethod = Extract<RpcName, `messaging.sms.${string}`>;

/** Maps each text message method to the service that answers it. */
export function smsHandlers(
  accounts: ReturnType<typeof createSmsAccountService>,
  texts: ReturnType<typeof createSmsService>,
  webhooks: ReturnType<typeof createSmsWebhookService>,
): Pick<RpcHandlers<'messaging'>, SmsMethod> {
  return {
    'messaging.sms.accounts.connect': (request, ctx) => accounts.connect(request, ctx),
    'messaging.sms.accounts.list': (_request, ctx) => accounts.list(ctx),
    'messaging.sms.accounts.remove': async (request, ctx) => {
      await accounts.remove(request.id, ctx);
      return { ok: true };
    },
    'messaging.sms.send': (request, ctx) => texts.send(request, ctx),
    'messaging.sms.bulk': (request, ctx) => texts.bulk(request, ctx),
    'messaging.sms.bulk.progress': (request, ctx) => texts.bulkProgress(request.bulkId, ctx),
    'messaging.sms.threads.list': (request, ctx) => texts.threads(request.contactId, ctx),
    'messaging.sms.threads.get': (request, ctx) => texts.thread(request.accountId, request.peer, ctx),
    'messaging.sms.webhook': (request) => webhooks.handle(request),
  };
}
