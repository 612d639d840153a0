import { z } from 'zod';

/** Who a message step acts as: the record's owner, or one named user (their mailbox, their name on the text). */
const sender = { sender: z.enum(['record_owner', 'user']), senderId: z.uuid().optional() };

/** Steps that reach outside the CRM: mail, texts, sequences, another system, the AI. Each sends once per (run, step). */
export function outreachSteps(stepId: z.ZodString) {
  return {
    send_email: z.object({
      id: stepId,
      type: z.literal('send_email'),
      templateId: z.uuid().or(z.literal('')),
      ...sender,
      /** One of the sender's mailboxes; their first when absent. */
      mailboxId: z.uuid().optional(),
    }),
    send_sms: z.object({
      id: stepId,
      type: z.literal('send_sms'),
      /** Merge fields such as {{contact.firstName}} are filled from the contact. */
      body: z.string().max(1600),
      ...sender,
    }),
    enrol_in_sequence: z.object({
      id: stepId,
      type: z.literal('enrol_in_sequence'),
      sequenceId: z.uuid().or(z.literal('')),
      ...sender,
    }),
    http_request: z.object({
      id: stepId,
      type: z.literal('http_request'),
      method: z.enum(['GET', 'POST']),
      url: z.string().max(2048),
      /** A JSON body with merge fields ({{record.id}}, {{contact.email}}…); POST only. */
      body: z.string().max(10_000),
    }),
    ai_score: z.object({ id: stepId, type: z.literal('ai_score') }),
  };
}
