import { z } from 'zod';

const bookingFacts = {
  bookingId: z.uuid(),
  meetingTypeId: z.uuid(),
  appointmentId: z.uuid(),
  contactId: z.uuid(),
  hostUserId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
};

/** Facts of booking pages, for automations and mail; events.ts combines every domain's. */
export const bookingEvents = {
  'crm.booking.created': {
    version: 1,
    data: z.object({
      ...bookingFacts,
      email: z.string(),
      name: z.string(),
      /** The visitor's zone, for the confirmation's wording. */
      timeZone: z.string(),
    }),
  },
  'crm.booking.rescheduled': { version: 1, data: z.object(bookingFacts) },
  'crm.booking.cancelled': { version: 1, data: z.object(bookingFacts) },
} as const;
