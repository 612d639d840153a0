import { consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { IdentityConfig } from '../config';
import type { IdentityDb } from '../db/schema';
import { claimMail, recordMailOutcome } from './mail.repository';
import type { MailTransport } from './mail-transport';

/**
 * Sends each mail announced by `identity.mail.queued`. The event outbox is the durable queue:
 * JetStream redelivers with back-off while SMTP fails, and the claim keeps a redelivered event
 * from sending a mail twice.
 */
export async function startMailWorker(
  { nc, uow, log, shutdown }: ServiceDeps<IdentityDb, IdentityConfig>,
  transport: MailTransport,
) {
  const consumer = await consumeEvents(
    nc,
    'identity',
    'identity.mail.queued',
    async (event) => {
      const { tenantId } = event;
      const mail = await uow.withTenant(tenantId, (trx) => claimMail(trx, event.data.mailId));
      if (!mail?.text_body) return;
      try {
        const status = await transport.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          attachments: mail.attachments,
        });
        await uow.withTenant(tenantId, (trx) =>
          recordMailOutcome(trx, mail.id, { status, forgetBody: status === 'sent' }),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await uow.withTenant(tenantId, (trx) =>
          recordMailOutcome(trx, mail.id, { status: 'failed', error: reason.slice(0, 500) }),
        );
        throw error;
      }
    },
    log,
  );
  shutdown.add('mail worker', async () => {
    await consumer.stop();
    transport.close();
  });
}
