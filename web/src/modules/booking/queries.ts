import {
  type BookingInput,
  MeetingType,
  type MeetingTypeInput,
  MeetingTypeList,
  PublicBooking,
  PublicMeetingType,
  SlotDays,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const bookingKeys = {
  meetingTypes: ['meeting-types'] as const,
  page: (slug: string) => ['booking', slug] as const,
  slots: (slug: string, from: string, to: string, zone: string) => ['booking', slug, 'slots', from, to, zone] as const,
  link: (token: string) => ['booking-link', token] as const,
};

export const meetingTypesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.meetingTypes,
    queryFn: async () => MeetingTypeList.parse(await apiRequest('/api/meeting-types')).items,
  });

export const createMeetingType = async (input: MeetingTypeInput) =>
  MeetingType.parse(await apiRequest('/api/meeting-types', { method: 'POST', body: input }));

export const replaceMeetingType = async (id: string, input: MeetingTypeInput) =>
  MeetingType.parse(await apiRequest(`/api/meeting-types/${id}`, { method: 'PUT', body: input }));

export const deleteMeetingType = (id: string) => apiRequest(`/api/meeting-types/${id}`, { method: 'DELETE' });

export const bookingPageQuery = (slug: string) =>
  queryOptions({
    queryKey: bookingKeys.page(slug),
    queryFn: async () => PublicMeetingType.parse(await apiRequest(`/api/booking/${slug}`)),
    retry: false,
  });

/** Free times on the visitor's days [from, to] in their zone. */
export const slotsQuery = (slug: string, from: string, to: string, timeZone: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(slug, from, to, timeZone),
    queryFn: async () => {
      const params = new URLSearchParams({ from, to, timeZone });
      return SlotDays.parse(await apiRequest(`/api/booking/${slug}/slots?${params}`));
    },
  });

export const book = async (slug: string, input: BookingInput) =>
  PublicBooking.parse(await apiRequest(`/api/booking/${slug}`, { method: 'POST', body: input }));

export const bookingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.link(token),
    queryFn: async () => PublicBooking.parse(await apiRequest(`/api/booking-links/${token}`)),
    retry: false,
  });

export const cancelBooking = async (token: string) =>
  PublicBooking.parse(await apiRequest(`/api/booking-links/${token}/cancel`, { method: 'POST' }));

export const rescheduleBooking = async (token: string, startsAt: string, timeZone: string) =>
  PublicBooking.parse(
    await apiRequest(`/api/booking-links/${token}/reschedule`, { method: 'POST', body: { startsAt, timeZone } }),
  );
