import type { AutomationObject, EventEnvelope, Trigger } from '@smartcrm/contracts';

/** What an event says happened to one record, in the terms triggers use. */
export interface TriggerFact {
  kind: Trigger['type'];
  object: AutomationObject;
  recordId: string;
  /** Unique per event and record: a workflow starts one run per key, however often it arrives. */
  key: string;
  /** Fields whose value changed (an update). */
  changed?: string[];
  /** A deal's new stage and status (a stage change). */
  toStageId?: string;
  toStatus?: string;
  /** A lead score's move. */
  score?: { from: number | null; to: number };
  formId?: string;
  meetingTypeId?: string;
  /** Received mail that answers an earlier message of its thread. */
  reply?: boolean;
}

type Fact = Omit<TriggerFact, 'key'>;
type Data = Record<string, unknown>;
const of = (kind: Fact['kind'], object: AutomationObject, recordId: unknown, more: Partial<Fact> = {}): Fact[] => [
  { kind, object, recordId: recordId as string, ...more },
];
const updated = (object: AutomationObject, idField: string) => (d: Data) =>
  of('record_updated', object, d[idField], { changed: d.changed as string[] });
/** The contact a message was matched to, when it came in; nothing for sent ones or strangers. */
const inbound = (d: Data, kind: Fact['kind'], more: Partial<Fact> = {}) =>
  d.direction === 'inbound' && d.contactId ? of(kind, 'contact', d.contactId, more) : [];

const facts: Record<string, (data: Data) => Fact[]> = {
  'crm.contact.created': (d) => of('record_created', 'contact', d.contactId),
  'crm.contact.updated': updated('contact', 'contactId'),
  'crm.contact.deleted': (d) => of('record_deleted', 'contact', d.contactId),
  'crm.contact.scores_changed': (d) =>
    (d.changes as { contactId: string; score: number; previousScore: number | null }[]).flatMap((c) =>
      of('lead_score_crossed', 'contact', c.contactId, { score: { from: c.previousScore, to: c.score } }),
    ),
  'crm.deal.created': (d) => of('record_created', 'deal', d.dealId),
  'crm.deal.updated': updated('deal', 'dealId'),
  'crm.deal.deleted': (d) => of('record_deleted', 'deal', d.dealId),
  'crm.deal.stage_changed': (d) =>
    of('deal_stage_changed', 'deal', d.dealId, { toStageId: d.toStageId as string, toStatus: d.status as string }),
  'crm.task.created': (d) => of('record_created', 'task', d.taskId),
  'crm.task.updated': updated('task', 'taskId'),
  'crm.task.completed': (d) => of('record_updated', 'task', d.taskId, { changed: ['completed'] }),
  'crm.task.deleted': (d) => of('record_deleted', 'task', d.taskId),
  'crm.appointment.created': (d) => of('record_created', 'appointment', d.appointmentId),
  'crm.appointment.updated': updated('appointment', 'appointmentId'),
  'crm.appointment.deleted': (d) => of('record_deleted', 'appointment', d.appointmentId),
  'crm.form.submitted': (d) => of('form_submitted', 'contact', d.contactId, { formId: d.formId as string }),
  'crm.booking.created': (d) =>
    of('appointment_booked', 'contact', d.contactId, { meetingTypeId: d.meetingTypeId as string }),
  'messaging.message.recorded': (d) =>
    // A reply belongs to a thread another message started (its References or In-Reply-To).
    inbound(d, 'email_received', { reply: d.threadId !== d.rfcMessageId }),
  'messaging.sms.recorded': (d) => inbound(d, 'sms_received'),
};

/** The facts an event tells, one per record; a batch (scores) names each record in its keys. */
export function factsOf(event: EventEnvelope): TriggerFact[] {
  const found = facts[event.type]?.(event.data as Data) ?? [];
  return found.map((fact) => ({ ...fact, key: found.length > 1 ? `${event.id}:${fact.recordId}` : event.id }));
}

/** Whether a lead score's move from `from` to `to` crosses the threshold the way the trigger asks. */
export function scoreCrossed(
  trigger: Extract<Trigger, { type: 'lead_score_crossed' }>,
  { from, to }: { from: number | null; to: number },
): boolean {
  const wasAbove = from !== null && from >= trigger.threshold;
  return trigger.direction === 'up' ? !wasAbove && to >= trigger.threshold : wasAbove && to < trigger.threshold;
}

/**
 * Whether a trigger takes the fact, as far as the fact alone tells; `needsValue` names the field
 * whose current value must still be compared with the trigger's `to` (read from crm).
 */
export function triggerTakes(trigger: Trigger, fact: TriggerFact): { takes: boolean; needsValue?: string } {
  if (trigger.type !== fact.kind) return { takes: false };
  switch (trigger.type) {
    case 'record_created':
    case 'record_deleted':
      return { takes: trigger.object === fact.object };
    case 'record_updated': {
      if (trigger.object !== fact.object) return { takes: false };
      if (!trigger.field) return { takes: true };
      if (!fact.changed?.includes(trigger.field)) return { takes: false };
      return trigger.to === undefined ? { takes: true } : { takes: true, needsValue: trigger.field };
    }
    case 'deal_stage_changed':
      return {
        takes:
          (!trigger.toStageId || trigger.toStageId === fact.toStageId) &&
          (!trigger.toStatus || trigger.toStatus === fact.toStatus),
      };
    case 'lead_score_crossed':
      return { takes: !!fact.score && scoreCrossed(trigger, fact.score) };
    case 'form_submitted':
      return { takes: !trigger.formId || trigger.formId === fact.formId };
    case 'appointment_booked':
      return { takes: !trigger.meetingTypeId || trigger.meetingTypeId === fact.meetingTypeId };
    case 'email_received':
      return { takes: !trigger.repliesOnly || fact.reply === true };
    case 'sms_received':
      return { takes: true };
    // Started by a person, the clock or an integrator's post, never by an event.
    case 'manual':
    case 'schedule':
    case 'inbound_webhook':
      return { takes: false };
  }
}
