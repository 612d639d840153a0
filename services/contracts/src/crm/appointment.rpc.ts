import { z } from 'zod';
import {
  Appointment,
  AppointmentDeleted,
  AppointmentInput,
  AppointmentList,
  AppointmentPatch,
  AppointmentRangeQuery,
  UpcomingQuery,
} from './appointment.schema';

/** The appointment domain's request/reply methods; rpc.ts combines every domain's. */
export const appointmentRpcMethods = {
  /** Appointments starting in [from, to), by start: a calendar view. */
  'crm.appointments.list': { request: AppointmentRangeQuery, reply: AppointmentList },
  /** Scheduled and starting after now, soonest first (spec 001 §4, §9). */
  'crm.appointments.upcoming': { request: UpcomingQuery, reply: AppointmentList },
  'crm.appointments.get': { request: z.object({ id: z.uuid() }), reply: Appointment },
  'crm.appointments.create': { request: AppointmentInput, reply: Appointment },
  'crm.appointments.update': { request: z.object({ id: z.uuid(), patch: AppointmentPatch }), reply: Appointment },
  'crm.appointments.delete': { request: z.object({ id: z.uuid() }), reply: AppointmentDeleted },
  'crm.appointments.restore': { request: z.object({ id: z.uuid() }), reply: Appointment },
} as const;
