import type { EventData } from '@smartcrm/contracts';
import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { messageContacts, recordMessageEntries } from './message-contacts';

type Text = EventData<'messaging.sms.recorded'>;

/** The contact the text was sent from, and every contact whose phone is the other party's number. */
const contactsOf = (trx: Kysely<CrmDb>, m: Text) =>
  messageContacts(trx, m.contactId, (contacts) => contacts.where(sql<boolean>`dup_phone = dup_phone_key(${m.peer})`));

/** Texts sent and received go on the timeline of each contact they are about, once each. */
export async function startSmsConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'messaging.sms.recorded',
    (event) =>
      uow.withTenant(event.tenantId, async (trx, emit) => {
        const m = event.data;
        await recordMessageEntries(trx, emit, await contactsOf(trx, m), {
          tenantId: event.tenantId,
          messageId: m.messageId,
          kind: 'sms',
          actorId: m.actorId,
          subject: null,
          body: m.body,
          meta: { direction: m.direction, peer: m.peer, ownNumber: m.ownNumber, messageId: m.messageId },
          occurredAt: new Date(m.at),
        });
      }),
    log,
  );
  shutdown.add('sms timeline consumer', consumer.stop);
}
