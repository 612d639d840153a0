import { AppError, type Actor, ownerField, type Step } from '@smartcrm/contracts';
import type { CrmRecords, RecordData } from './crm-records';
import { fillBody, mergeValuesOf } from './merge-values';
import type { Outreach } from './outreach';
import type { RunScope, StepInput, StepOutput } from './step-types';

export type OutreachStep = Extract<
  Step,
  { type: 'send_email' | 'send_sms' | 'enrol_in_sequence' | 'http_request' | 'ai_score' }
>;
const outreachTypes = new Set<Step['type']>([
  'send_email',
  'send_sms',
  'enrol_in_sequence',
  'http_request',
  'ai_score',
]);
export const isOutreach = (step: Step): step is OutreachStep => outreachTypes.has(step.type);

/** The run's record and the contact it is about (itself, or the contact a deal or task links to). */
export interface Subjects {
  record: RecordData;
  contact: RecordData | null;
}

const noContact = () => new AppError('not_found', 'The record is linked to no contact');

/**
 * What an outreach step will send, fixed once: its intent (delivery) id, the sender, the
 * recipient and the merged text. A retry sends exactly this under the same id, which the
 * receiving service treats as the same send.
 */
export function planOutreach(step: OutreachStep, run: RunScope, { record, contact }: Subjects): StepInput {
  const owner = (record[ownerField[run.object]] as string | null) ?? null;
  const senderId = 'sender' in step ? (step.sender === 'user' ? (step.senderId ?? null) : owner) : null;
  const values = mergeValuesOf(contact, run.object === 'deal' ? record : null);
  const contactId = contact?.id ?? null;
  switch (step.type) {
    case 'send_email':
      return {
        intentId: crypto.randomUUID(),
        templateId: step.templateId,
        mailboxId: step.mailboxId ?? null,
        senderId,
        to: (contact?.email as string | null) ?? null,
        contactId,
        values,
      };
    case 'send_sms':
      return {
        intentId: crypto.randomUUID(),
        senderId,
        // Written as people write it ("+1 (415) 555-0100"): the digits, in international form.
        to: typeof contact?.phone === 'string' ? contact.phone.replace(/[^\d+]/g, '') || null : null,
        contactId,
        body: fillBody(step.body, values, { recordId: run.recordId, runId: run.runId }).trim(),
      };
    case 'enrol_in_sequence':
      return { sequenceId: step.sequenceId, senderId, contactId };
    case 'http_request':
      return {
        deliveryId: crypto.randomUUID(),
        method: step.method,
        url: step.url,
        body: step.method === 'POST' ? fillBody(step.body || '{}', values, run) : '',
      };
    case 'ai_score':
      // Kept in the step's plan: a retry after a lost reply spends the credit once.
      return { contactId, intentId: crypto.randomUUID() };
  }
}

/** The member a message goes out as: the record has an owner, and they are still in the workspace. */
async function senderOf(input: StepInput, run: RunScope, records: CrmRecords): Promise<Actor> {
  if (!input.senderId) throw new AppError('bad_input', 'The record has no owner to send from');
  const actor = await records.member(input.senderId as string, run.ctx);
  if (!actor) throw new AppError('bad_input', 'The sender is no longer a member of this workspace');
  return actor;
}

export async function applyOutreach(
  step: OutreachStep,
  input: StepInput,
  run: RunScope,
  records: CrmRecords,
  outreach: Outreach,
): Promise<StepOutput> {
  if (step.type === 'http_request') return outreach.httpRequest(input, run);
  if (!input.contactId) throw noContact();
  switch (step.type) {
    case 'ai_score':
      return outreach.aiScore(input, run);
    case 'send_email':
      if (!input.to) throw new AppError('bad_input', 'The contact has no email address');
      return outreach.sendEmail(input, run, await senderOf(input, run, records));
    case 'send_sms':
      if (!input.to) throw new AppError('bad_input', 'The contact has no phone number');
      return outreach.sendSms(input, run, await senderOf(input, run, records));
    case 'enrol_in_sequence':
      return outreach.enrol(input, run, await senderOf(input, run, records));
  }
}
