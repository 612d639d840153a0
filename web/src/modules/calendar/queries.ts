import {
  Appointment,
  type AppointmentInput,
  AppointmentList,
  type AppointmentPatch,
  CalendarConnection,
  type CalendarConnectionDraft,
  CalendarConnectionList,
  defaultUpcomingLimit,
  ExternalBusyList,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Keys by prefix: invalidating `appointmentKeys.all` refreshes calendars, upcoming lists and open ones. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  range: (from: string, to: string) => [...appointmentKeys.all, 'range', from, to] as const,
  upcoming: (limit: number) => [...appointmentKeys.all, 'upcoming', limit] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
};

export const rangeQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: appointmentKeys.range(from.toISOString(), to.toISOString()),
    queryFn: async () => {
      const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return AppointmentList.parse(await apiRequest(`/api/appointments?${params}`)).items;
    },
    placeholderData: (previous) => previous,
  });

export const upcomingQuery = (limit = defaultUpcomingLimit) =>
  queryOptions({
    queryKey: appointmentKeys.upcoming(limit),
    queryFn: async () => AppointmentList.parse(await apiRequest(`/api/appointments/upcoming?limit=${limit}`)).items,
  });

export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: async () => Appointment.parse(await apiRequest(`/api/appointments/${id}`)),
  });

export const createAppointment = async (input: AppointmentInput) =>
  Appointment.parse(await apiRequest('/api/appointments', { method: 'POST', body: input }));

export const updateAppointment = async (id: string, patch: AppointmentPatch) =>
  Appointment.parse(await apiRequest(`/api/appointments/${id}`, { method: 'PATCH', body: patch }));

export const deleteAppointment = (id: string) => apiRequest(`/api/appointments/${id}`, { method: 'DELETE' });

export const restoreAppointment = async (id: string) =>
  Appointment.parse(await apiRequest(`/api/appointments/${id}/restore`, { method: 'POST' }));

/** The user's connected calendar (CalDAV) and the busy times read from it. */
export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  connections: ['calendar-sync', 'connections'] as const,
  busy: (from: string, to: string) => ['calendar-sync', 'busy', from, to] as const,
};

export const calendarConnectionsQuery = () =>
  queryOptions({
    queryKey: calendarSyncKeys.connections,
    queryFn: async () => CalendarConnectionList.parse(await apiRequest('/api/calendar-sync')).items,
  });

export const externalBusyQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: calendarSyncKeys.busy(from.toISOString(), to.toISOString()),
    queryFn: async () => {
      const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return ExternalBusyList.parse(await apiRequest(`/api/calendar-sync/busy?${params}`)).items;
    },
    placeholderData: (previous) => previous,
  });

export const connectCalendar = async (draft: CalendarConnectionDraft) =>
  CalendarConnection.parse(await apiRequest('/api/calendar-sync', { method: 'POST', body: draft }));

export const syncCalendar = async (id: string) =>
  CalendarConnection.parse(await apiRequest(`/api/calendar-sync/${id}/sync`, { method: 'POST' }));

export const disconnectCalendar = (id: string) => apiRequest(`/api/calendar-sync/${id}`, { method: 'DELETE' });
