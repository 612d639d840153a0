import { z } from 'zod';
import { Utm } from './submission.schema';

/** Facts of the forms domain; events.ts combines every domain's. */
export const formEvents = {
  /** A visitor's submission was stored and made (`created`) or updated its contact. Bots' posts raise nothing. */
  'crm.form.submitted': {
    version: 1,
    data: z.object({
      formId: z.uuid(),
      formName: z.string(),
      submissionId: z.uuid(),
      contactId: z.uuid(),
      created: z.boolean(),
      email: z.string(),
      utm: Utm,
      /** The members to mail, the visitor's answers by label, and the contact's page in the app (when known). */
      notify: z.array(z.uuid()).default([]),
      answers: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
      contactUrl: z.string().nullable().default(null),
    }),
  },
} as const;
