import { createEndpointGuard, createSecretBox, migrationFolder, type ServiceDefinition } from '@smartcrm/kit';
import { type MessagingConfig, messagingConfigSchema } from './config';
import type { MessagingDb } from './db/schema';
import { createMailboxService } from './mailboxes/mailbox.service';
import { messagingHandlers } from './messaging.handlers';
import { createSender } from './outbound/sender';
import { startSendLoop } from './outbound/send-loop';
import { createSendService } from './outbound/send.service';
import type { MessagingRuntime } from './runtime';
import { startIdleWatches } from './sync/idle-watch';
import { startSms } from './sms/sms.setup';
import { startSyncLoop } from './sync/sync-loop';
import { createTemplateService } from './templates/template.service';
import { startSequenceQueue } from './sequences/sequence-queue';
import { createSequenceService } from './sequences/sequence.service';
import { videoHandlers } from './videos/video.handlers';
import { createVideoService } from './videos/video.service';

/**
 * Email (users' connected mailboxes over IMAP + SMTP, the outbox of sends, sync into the timeline)
 * and text messages (the workspace's numbers at a telephony provider, their outbox and callbacks).
 */
export const messagingService: ServiceDefinition<'messaging', MessagingDb, MessagingConfig> = {
  name: 'messaging',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: messagingConfigSchema,
  setup: ({ config, log, db, uow, rpc, shutdown }) => {
    const guard = (field: string) => createEndpointGuard(config.MAIL_PRIVATE_HOSTS, { field, what: 'the mail server' });
    const [imapGuard, smtpGuard] = [guard('imap.host'), guard('smtp.host')];
    const rt: MessagingRuntime = {
      config,
      log,
      db,
      uow,
      box: createSecretBox(config.MAILBOX_SECRET),
      connect: {
        timeoutMs: config.MAIL_CONNECT_TIMEOUT_MS,
        allowPlaintext: config.MAIL_ALLOW_PLAINTEXT,
        checkServers: async ({ imap, smtp }) => {
          await Promise.all([imapGuard.checkHost(imap.host), smtpGuard.checkHost(smtp.host)]);
        },
      },
    };
    const { handOver } = startSendLoop(rt, createSender(rt), shutdown);
    const { syncNow } = startSyncLoop(rt, shutdown);
    startIdleWatches(rt, syncNow, shutdown);
    const sequenceQueue = startSequenceQueue(rt, rpc, handOver, shutdown);
    const sends = createSendService(rt, handOver);
    return {
      ...messagingHandlers(
        createMailboxService(rt),
        sends,
        syncNow,
        createTemplateService(rt),
        createSequenceService(rt, sequenceQueue.enrol),
      ),
      ...startSms({ config, log, db, uow, shutdown }),
      ...videoHandlers(createVideoService(rt, sends)),
    };
  },
};
