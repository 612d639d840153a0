import { z } from 'zod';
import { RowVersion } from '../common/ids';

export const appointmentTypes = ['call', 'demo', 'presentation', 'other'] as const;
export const AppointmentType = z.enum(appointmentTypes);
export type AppointmentType = z.infer<typeof AppointmentType>;

export const appointmentStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export const AppointmentStatus = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

const when = z.iso.datetime({ offset: true, message: 'must be a date and time like 2026-03-01T14:00:00Z' });

const appointmentFields = {
  title: z.string().trim().min(1, 'needs a title').max(200),
  description: z.string().max(20_000).nullable(),
  type: AppointmentType,
  status: AppointmentStatus,
  startsAt: when,
  /** Not before startsAt; none means an open-ended slot. */
  endsAt: when.nullable(),
  location: z.string().trim().max(300).nullable(),
  meetingUrl: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) link' })
    .max(2000)
    .nullable(),
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
  ownerId: z.uuid(),
};

/** A new appointment: scheduled, owned by its creator unless an owner is named. */
export const AppointmentInput = z.object({
  ...appointmentFields,
  description: appointmentFields.description.optional(),
  type: AppointmentType.default('other'),
  status: AppointmentStatus.default('scheduled'),
  endsAt: appointmentFields.endsAt.optional(),
  location: appointmentFields.location.optional(),
  meetingUrl: appointmentFields.meetingUrl.optional(),
  contactId: appointmentFields.contactId.optional(),
  dealId: appointmentFields.dealId.optional(),
  ownerId: appointmentFields.ownerId.optional(),
});
export type AppointmentInput = z.input<typeof AppointmentInput>;

export const AppointmentPatch = z.object({
  ...z.object(appointmentFields).partial().shape,
  version: RowVersion,
});
export type AppointmentPatch = z.input<typeof AppointmentPatch>;

export const Appointment = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: AppointmentType,
  status: AppointmentStatus,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  contactId: z.uuid().nullable(),
  contactName: z.string().nullable(),
  dealId: z.uuid().nullable(),
  dealTitle: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Appointment = z.infer<typeof Appointment>;

/** Longest range one calendar read covers: a month view's six weeks with room to spare. */
export const maxAppointmentRangeDays = 62;

/** `GET /api/appointments`: those starting in [from, to), by start, for a calendar view. */
export const AppointmentRangeQuery = z.object({
  from: when,
  to: when,
  contactId: z.uuid().optional(),
  dealId: z.uuid().optional(),
  owner: z.union([z.literal('me'), z.uuid()]).optional(),
});
export type AppointmentRangeQuery = z.input<typeof AppointmentRangeQuery>;

/** Spec 001 §9: the upcoming list shows 5 unless asked for more. */
export const defaultUpcomingLimit = 5;
export const UpcomingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(defaultUpcomingLimit),
  contactId: z.uuid().optional(),
});
export type UpcomingQuery = z.input<typeof UpcomingQuery>;

export const AppointmentList = z.object({ items: z.array(Appointment) });
export type AppointmentList = z.infer<typeof AppointmentList>;

export const AppointmentDeleted = z.object({ id: z.uuid(), deletedAt: z.string() });
