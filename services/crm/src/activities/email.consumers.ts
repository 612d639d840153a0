import type { EventData } from '@smartcrm/contracts';
import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { messageContacts, recordMessageEntries } from './message-contacts';

type Message = EventData<'messaging.message.recorded'>;

/** The contacts a message is about: the one it was sent from, and every contact a participant's address is. */
function contactsOf(trx: Kysely<CrmDb>, m: Message): Promise<string[]> {
  const addresses = [m.from, ...m.to, ...m.cc]
    .map((p) => p.address.toLowerCase())
    .filter((a) => a && a !== m.mailboxAddress.toLowerCase());
  return messageContacts(
    trx,
    m.contactId,
    addresses.length ? (contacts) => contacts.where('dup_email', 'in', [...new Set(addresses)]) : null,
  );
}

/**
 * Mail sent from or synced into a connected mailbox goes on the timeline of each contact it is
 * about, as an email entry with its thread (without a body when its mailbox shares metadata only);
 * a message delivered or published again writes nothing.
 */
export async function startEmailConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'messaging.message.recorded',
    (event) =>
      uow.withTenant(event.tenantId, async (trx, emit) => {
        const m = event.data;
        await recordMessageEntries(trx, emit, await contactsOf(trx, m), {
          tenantId: event.tenantId,
          messageId: m.messageId,
          kind: 'email',
          actorId: m.ownerId,
          subject: m.subject || '(no subject)',
          body: m.text || null,
          meta: {
            // A mailbox sharing metadata only sends no body: the timeline says so rather than showing it empty.
            ...(m.bodyShared ? {} : { bodyShared: false }),
            direction: m.direction,
            messageId: m.rfcMessageId,
            threadId: m.threadId,
            from: m.from,
            to: m.to,
            mailboxId: m.mailboxId,
          },
          occurredAt: new Date(m.sentAt),
        });
      }),
    log,
  );
  shutdown.add('email timeline consumer', consumer.stop);
}
