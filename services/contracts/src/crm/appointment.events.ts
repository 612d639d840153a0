import { z } from 'zod';

/** Events of the appointment domain; events.ts combines every domain's. */
export const appointmentEvents = {
  'crm.appointment.created': {
    version: 1,
    data: z.object({
      appointmentId: z.uuid(),
      title: z.string(),
      type: z.enum(['call', 'demo', 'presentation', 'other']),
      status: z.string(),
      startsAt: z.string(),
      endsAt: z.string().nullable(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      ownerId: z.uuid().nullable(),
    }),
  },
  'crm.appointment.updated': {
    version: 1,
    data: z.object({ appointmentId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.appointment.deleted': { version: 1, data: z.object({ appointmentId: z.uuid() }) },
  'crm.appointment.restored': { version: 1, data: z.object({ appointmentId: z.uuid() }) },
} as const;
