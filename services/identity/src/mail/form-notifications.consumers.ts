import { type BaseConfig, consumeEvents, type ServiceDeps, stableUuid } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { formSubmissionMail } from './mail-templates';
import { queueMail } from './mail.service';

/**
 * Mails each active member a lead capture form names with every submission of it, once per
 * member however often the fact is delivered (the mail's id is made of the event's and the address).
 */
export async function startFormNotificationConsumers({ nc, uow, log, shutdown }: ServiceDeps<IdentityDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'identity',
    'crm.form.submitted',
    async (event) => {
      if (event.data.notify.length === 0) return;
      await uow.withTenant(event.tenantId, async (trx, emit) => {
        const people = await trx
          .selectFrom('users')
          .select('email')
          .where('id', 'in', event.data.notify)
          .where('status', '=', 'active')
          .execute();
        const mail = formSubmissionMail(event.data);
        for (const { email } of people) {
          await queueMail(trx, emit, event.tenantId, email, mail, stableUuid(event.id, email));
        }
      });
    },
    log,
  );
  shutdown.add('form notifications', consumer.stop);
}
