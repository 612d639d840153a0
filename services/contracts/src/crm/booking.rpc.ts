import { z } from 'zod';
import {
  BookingInput,
  BookingToken,
  MeetingType,
  MeetingTypeInput,
  MeetingTypeList,
  MeetingTypeSlug,
  PublicBooking,
  PublicMeetingType,
  RescheduleInput,
  SlotDays,
  SlotQuery,
} from './booking.schema';

const byId = z.object({ id: z.uuid() });
const bySlug = z.object({ slug: MeetingTypeSlug });
const byToken = z.object({ token: BookingToken });

/** Booking pages: meeting types kept by the team, and the public page's slots and bookings (crm answers). */
export const bookingRpcMethods = {
  'crm.meeting_types.list': { request: z.object({}), reply: MeetingTypeList },
  'crm.meeting_types.create': { request: MeetingTypeInput, reply: MeetingType },
  'crm.meeting_types.update': { request: z.object({ id: z.uuid(), input: MeetingTypeInput }), reply: MeetingType },
  'crm.meeting_types.delete': { request: byId, reply: byId },
  /** The public page: an active meeting type of the request's workspace by its slug. */
  'crm.bookings.meeting_type': { request: bySlug, reply: PublicMeetingType },
  'crm.bookings.slots': { request: z.object({ slug: MeetingTypeSlug, query: SlotQuery }), reply: SlotDays },
  /** Books a free slot; a taken one is a conflict whose details list the next free slots. */
  'crm.bookings.book': {
    request: z.object({
      slug: MeetingTypeSlug,
      booking: BookingInput,
      /** The workspace's address the visitor booked on (the BFF's): the confirmation mail's links start with it. */
      linkBase: z.url().max(2000).optional(),
    }),
    reply: PublicBooking,
  },
  'crm.bookings.get': { request: byToken, reply: PublicBooking },
  'crm.bookings.cancel': { request: byToken, reply: PublicBooking },
  'crm.bookings.reschedule': {
    request: z.object({ token: BookingToken, change: RescheduleInput }),
    reply: PublicBooking,
  },
} as const;
