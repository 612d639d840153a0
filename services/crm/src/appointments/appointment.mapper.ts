import type { Appointment } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { AppointmentsTable } from './appointment.table';

export type AppointmentRow = Omit<Selectable<AppointmentsTable>, 'deleted_at'> & {
  contact_name: string | null;
  deal_title: string | null;
};

export const toAppointment = (row: AppointmentRow): Appointment => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  status: row.status,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  location: row.location,
  meetingUrl: row.meeting_url,
  contactId: row.contact_id,
  contactName: row.contact_name,
  dealId: row.deal_id,
  dealTitle: row.deal_title,
  ownerId: row.owner_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});
