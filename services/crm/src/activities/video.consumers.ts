import type { EventData } from '@smartcrm/contracts';
import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { messageContacts, recordMessageEntries } from './message-contacts';

type View = EventData<'messaging.video.viewed'>;

/** The contact the video was sent to, and every contact whose address the link was sent to. */
const contactsOf = (trx: Kysely<CrmDb>, v: View) =>
  messageContacts(trx, v.contactId, (contacts) => contacts.where('dup_email', '=', v.recipient.toLowerCase()));

/** A recipient's view of a video email goes on their timeline, while the rep can still follow up. */
export async function startVideoConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'messaging.video.viewed',
    (event) =>
      uow.withTenant(event.tenantId, async (trx, emit) => {
        const v = event.data;
        await recordMessageEntries(trx, emit, await contactsOf(trx, v), {
          tenantId: event.tenantId,
          // One entry per view, however often the event is delivered.
          messageId: event.id,
          kind: 'video_view',
          actorId: v.ownerId,
          subject: v.title,
          body: null,
          meta: { videoId: v.videoId, linkId: v.linkId, recipient: v.recipient, views: v.views },
          occurredAt: new Date(v.at),
        });
      }),
    log,
  );
  shutdown.add('video timeline consumer', consumer.stop);
}
