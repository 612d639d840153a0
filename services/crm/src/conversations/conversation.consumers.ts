import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { type ConversationEntry, recordInConversation } from './conversation.repository';

const channels = new Set(['email', 'sms', 'call']);

/**
 * Every email, text and call on a contact's timeline, whatever wrote it (sync, the provider's
 * callback, a rep logging a call), moves the contact's conversation in the communication hub.
 */
export async function startConversationConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'crm.activity.created',
    (event) => {
      const { activityId, kind, contactId } = event.data;
      if (!channels.has(kind) || !contactId) return Promise.resolve();
      return uow.withTenant(event.tenantId, async (trx, emit) => {
        const entry = await trx
          .selectFrom('activities as a')
          .innerJoin('contacts as c', (join) =>
            join.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.contact_id'),
          )
          .select(['a.kind', 'a.subject', 'a.body', 'a.meta', 'a.occurred_at', 'c.owner_id'])
          .where('a.id', '=', activityId)
          .where('a.deleted_at', 'is', null)
          .where('c.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!entry) return;
        const conversation: ConversationEntry = {
          tenantId: event.tenantId,
          contactId,
          activityId,
          at: entry.occurred_at,
          channel: entry.kind as ConversationEntry['channel'],
          // A call a rep logs went out from them; emails and texts say which way they went.
          direction: (entry.meta as { direction?: string }).direction === 'inbound' ? 'inbound' : 'outbound',
          subject: entry.subject,
          preview: entry.body,
        };
        const changed = await recordInConversation(trx, conversation, entry.owner_id);
        if (!changed) return;
        emit({
          type: 'crm.conversation.updated',
          tenantId: event.tenantId,
          data: {
            contactId,
            assigneeId: changed.assignee_id,
            ownerId: entry.owner_id,
            unread: changed.unread,
            status: changed.status,
          },
        });
      });
    },
    log,
  );
  shutdown.add('communication hub consumer', consumer.stop);
}
