import type { EventData, EventEnvelope, EventType } from '@smartcrm/contracts';
import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type AutoEntry, dealCreatedEntry, stageChangeEntry } from './deal-entries';
import { contactOfDeal, insertActivity } from './activity.repository';

type Trx = Kysely<CrmDb>;
type Describe<T extends EventType> = (
  trx: Trx,
  event: EventEnvelope & { data: EventData<T> },
) => Promise<AutoEntry | null>;

/** What each fact puts on the timeline (null: nothing, e.g. a task linked to no record). */
const entries: { [T in EventType]?: Describe<T> } = {
  'crm.contact.created': async (_trx, { data }) => ({ kind: 'contact_created', contactId: data.contactId }),
  'crm.deal.created': (trx, { data }) => dealCreatedEntry(trx, data),
  'crm.deal.stage_changed': (trx, { data }) => stageChangeEntry(trx, data),
  'crm.task.completed': async (_trx, { data }) => ({
    kind: 'task_completed',
    contactId: data.contactId,
    dealId: data.dealId,
    actorId: data.completedBy,
    subject: data.title,
    occurredAt: new Date(data.completedAt),
    meta: { taskId: data.taskId },
  }),
  'crm.appointment.created': async (_trx, { data }) => ({
    kind: 'appointment',
    contactId: data.contactId,
    dealId: data.dealId,
    actorId: data.ownerId,
    subject: data.title,
    meta: { appointmentId: data.appointmentId, type: data.type, startsAt: data.startsAt, endsAt: data.endsAt },
  }),
};

/**
 * The service writes its own timeline from its events. Delivery is at least once: the event id
 * is kept with the entry, so a redelivered event writes nothing and announces nothing.
 */
export async function startActivityConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  for (const [type, describe] of Object.entries(entries) as [EventType, Describe<EventType>][]) {
    const consumer = await consumeEvents(
      nc,
      'crm',
      type,
      (event) =>
        uow.withTenant(event.tenantId, async (trx, emit) => {
          const entry = await describe(trx, event);
          if (!entry || (!entry.contactId && !entry.dealId)) return;
          const contactId = entry.contactId ?? (entry.dealId ? await contactOfDeal(trx, entry.dealId) : null);
          const created = await insertActivity(trx, {
            tenant_id: event.tenantId,
            kind: entry.kind,
            contact_id: contactId,
            deal_id: entry.dealId ?? null,
            actor_id: entry.actorId ?? null,
            subject: entry.subject ?? null,
            body: null,
            meta: JSON.stringify(entry.meta ?? {}),
            occurred_at: entry.occurredAt ?? new Date(event.occurredAt),
            source_event_id: event.id,
          });
          if (created) {
            emit({
              type: 'crm.activity.created',
              tenantId: event.tenantId,
              data: { activityId: created.id, kind: created.kind, contactId, dealId: created.deal_id },
            });
          }
        }),
      log,
    );
    shutdown.add(`${type} timeline consumer`, consumer.stop);
  }
}
