import type { Trigger } from '@smartcrm/contracts';
import { typedCondition, typedValue } from './field-values';

export const triggerTypes: { value: Trigger['type']; label: string }[] = [
  { value: 'record_created', label: 'A record is created' },
  { value: 'record_updated', label: 'A record is updated' },
  { value: 'record_deleted', label: 'A record is deleted' },
  { value: 'deal_stage_changed', label: 'A deal changes stage' },
  { value: 'lead_score_crossed', label: "A contact's lead score crosses a threshold" },
  { value: 'form_submitted', label: 'A form is submitted' },
  { value: 'appointment_booked', label: 'A meeting is booked' },
  { value: 'email_received', label: 'An email arrives from a contact' },
  { value: 'sms_received', label: 'A text arrives from a contact' },
  { value: 'schedule', label: 'On a schedule' },
  { value: 'inbound_webhook', label: 'Another app posts to a webhook' },
  { value: 'manual', label: 'Started by hand on picked records' },
];

/** What a kind of trigger starts with when picked: the fields it needs, filled sensibly. */
export function triggerDefaults(type: Trigger['type']): Record<string, unknown> {
  switch (type) {
    case 'record_created':
    case 'record_updated':
    case 'record_deleted':
    case 'manual':
      return { object: 'contact' };
    case 'lead_score_crossed':
      return { threshold: 70, direction: 'up' };
    case 'schedule':
      return {
        cron: '0 9 * * 1',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        filter: { match: 'all', groups: [] },
      };
    default:
      return {};
  }
}

/** The form's trigger as stored: values typed as their fields keep them, an empty schedule filter left out. */
export function typedTrigger(trigger: Trigger): Trigger {
  if (trigger.type === 'record_updated' && trigger.field && trigger.to !== undefined) {
    return { ...trigger, to: typedValue(trigger.object, trigger.field, trigger.to) };
  }
  if (trigger.type === 'schedule') {
    const { filter, ...rest } = trigger;
    return filter?.groups.length ? { ...rest, filter: typedCondition('contact', filter) } : rest;
  }
  return trigger;
}
