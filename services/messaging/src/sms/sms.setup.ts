import { createEndpointGuard, createSecretBox, type Logger, type Shutdown, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingConfig } from '../config';
import type { MessagingDb } from '../db/schema';
import { smsHandlers } from './sms.handlers';
import { createSmsService } from './sms.service';
import { createSmsAccountService } from './sms-account.service';
import type { SmsRuntime } from './sms-runtime';
import { startSmsSendLoop } from './sms-send-loop';
import { createSmsSender } from './sms-sender';
import { createSmsWebhookService } from './sms-webhook.service';

interface SmsDeps {
  config: MessagingConfig;
  log: Logger;
  db: Kysely<MessagingDb>;
  uow: UnitOfWork<MessagingDb>;
  shutdown: Shutdown;
}

/** Text messages: starts the send loop and answers the `messaging.sms.*` methods. */
export function startSms({ config, log, db, uow, shutdown }: SmsDeps) {
  const rt: SmsRuntime = {
    config,
    log,
    db,
    uow,
    box: createSecretBox(config.SMS_SECRET),
    guard: createEndpointGuard(config.SMS_PRIVATE_HOSTS, { field: 'apiBaseUrl', what: 'the telephony provider' }),
  };
  const { handOver } = startSmsSendLoop(rt, createSmsSender(rt), shutdown);
  return smsHandlers(createSmsAccountService(rt), createSmsService(rt, handOver), createSmsWebhookService(rt));
}
