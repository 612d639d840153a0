import type { AppointmentPatch } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { AppointmentsTable } from './appointment.table';
import { fieldError } from '../links/field-error';
import type { AppointmentRow } from './appointment.mapper';

/** Appointment field → column, for the fields a patch may set. */
const columnOf = {
  title: 'title',
  description: 'description',
  type: 'type',
  status: 'status',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  location: 'location',
  meetingUrl: 'meeting_url',
  contactId: 'contact_id',
  dealId: 'deal_id',
  ownerId: 'owner_id',
} as const satisfies Partial<Record<keyof AppointmentPatch, keyof AppointmentsTable>>;

type Field = keyof typeof columnOf;
const timeFields = new Set<string>(['startsAt', 'endsAt']);

export function toAppointmentColumns(patch: Partial<Record<Field, unknown>>): Updateable<AppointmentsTable> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = patch[field as Field];
    if (value === undefined) continue;
    values[column] = timeFields.has(field) && value !== null ? new Date(value as string) : value;
  }
  return values as Updateable<AppointmentsTable>;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The Appointment fields whose column would really change (the update event names only those). */
export const changedAppointmentFields = (current: AppointmentRow, values: Updateable<AppointmentsTable>) =>
  Object.entries(columnOf)
    .filter(([, column]) => column in values && !same(values[column], current[column]))
    .map(([field]) => field);

/** An appointment cannot end before it starts. */
export function checkTimes(startsAt: Date, endsAt: Date | null | undefined): void {
  if (endsAt && endsAt.getTime() < startsAt.getTime()) {
    throw fieldError('endsAt', 'must not be before the start');
  }
}
