import type { RpcHandlers } from '@smartcrm/kit';
import type { BookingService } from './booking.service';
import type { MeetingTypeService } from './meeting-type.service';

type BookingHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.meeting_types.list'
  | 'crm.meeting_types.create'
  | 'crm.meeting_types.update'
  | 'crm.meeting_types.delete'
  | 'crm.bookings.meeting_type'
  | 'crm.bookings.slots'
  | 'crm.bookings.book'
  | 'crm.bookings.get'
  | 'crm.bookings.cancel'
  | 'crm.bookings.reschedule'
>;

export function bookingHandlers(types: MeetingTypeService, bookings: BookingService): BookingHandlers {
  return {
    'crm.meeting_types.list': (_query, ctx) => types.list(ctx),
    'crm.meeting_types.create': (input, ctx) => types.create(input, ctx),
    'crm.meeting_types.update': ({ id, input }, ctx) => types.update(id, input, ctx),
    'crm.meeting_types.delete': ({ id }, ctx) => types.remove(id, ctx),
    'crm.bookings.meeting_type': ({ slug }, ctx) => bookings.meetingType(slug, ctx),
    'crm.bookings.slots': (request, ctx) => bookings.slots(request, ctx),
    'crm.bookings.book': (request, ctx) => bookings.book(request, ctx),
    'crm.bookings.get': ({ token }, ctx) => bookings.get(token, ctx),
    'crm.bookings.cancel': ({ token }, ctx) => bookings.cancel(token, ctx),
    'crm.bookings.reschedule': (request, ctx) => bookings.reschedule(request, ctx),
  };
}
