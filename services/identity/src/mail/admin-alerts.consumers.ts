import { type BaseConfig, consumeEvents, type ServiceDeps, stableUuid } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { webhookDisabledMail } from './mail-templates';
import { queueMail } from './mail.service';

/**
 * Mails each active admin of a workspace whose webhook endpoint was turned off, once per admin
 * however often the fact is delivered (the mail's id is made of the event's and the address).
 */
export async function startAdminAlertConsumers({ nc, uow, log, shutdown }: ServiceDeps<IdentityDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'identity',
    'integrations.webhook.disabled',
    (event) =>
      uow.withTenant(event.tenantId, async (trx, emit) => {
        const admins = await trx
          .selectFrom('users')
          .select('email')
          .where('role', '=', 'super_admin')
          .where('status', '=', 'active')
          .execute();
        const mail = webhookDisabledMail(event.data);
        for (const { email } of admins) {
          await queueMail(trx, emit, event.tenantId, email, mail, stableUuid(event.id, email));
        }
      }),
    log,
  );
  shutdown.add('admin alerts', consumer.stop);
}
