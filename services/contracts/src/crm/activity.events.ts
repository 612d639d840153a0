import { z } from 'zod';

/** Events of the activity domain; events.ts combines every domain's. */
export const activityEvents = {
  /** A timeline entry was written (note, call, email, stage change, task completion, appointment…). */
  'crm.activity.created': {
    version: 1,
    data: z.object({
      activityId: z.uuid(),
      kind: z.string(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
    }),
  },
  'crm.activity.updated': { version: 1, data: z.object({ activityId: z.uuid(), version: z.number().int() }) },
  'crm.activity.deleted': { version: 1, data: z.object({ activityId: z.uuid() }) },
} as const;
