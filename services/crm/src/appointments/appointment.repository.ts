import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { AppointmentsTable } from './appointment.table';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { AppointmentRow } from './appointment.mapper';

type Db = Kysely<CrmDb>;

/** Most appointments one calendar read returns (a month of a busy team). */
const rangeCap = 2000;

const appointmentColumns = [
  'id',
  'tenant_id',
  'title',
  'description',
  'type',
  'status',
  'starts_at',
  'ends_at',
  'location',
  'meeting_url',
  'contact_id',
  'deal_id',
  'owner_id',
  'created_at',
  'updated_at',
  'version',
  sql<string | null>`(SELECT c.name FROM contacts c WHERE c.tenant_id = appointments.tenant_id
    AND c.id = appointments.contact_id AND c.deleted_at IS NULL)`.as('contact_name'),
  sql<string | null>`(SELECT d.title FROM deals d WHERE d.tenant_id = appointments.tenant_id
    AND d.id = appointments.deal_id AND d.deleted_at IS NULL)`.as('deal_title'),
] as const;

export interface RangeFilters {
  from: Date;
  to: Date;
  contactId?: string | undefined;
  dealId?: string | undefined;
  ownerId?: string | undefined;
}

/** Live appointments starting in [from, to), by start: one range scan of appointments_range_idx. */
export function listInRange(db: Db, filters: RangeFilters, viewer: Viewer | null) {
  let query = db
    .selectFrom('appointments')
    .select(appointmentColumns)
    .where('deleted_at', 'is', null)
    .where('starts_at', '>=', filters.from)
    .where('starts_at', '<', filters.to)
    .where(visibleTo(viewer));
  if (filters.contactId) query = query.where('contact_id', '=', filters.contactId);
  if (filters.dealId) query = query.where('deal_id', '=', filters.dealId);
  if (filters.ownerId) query = query.where('owner_id', '=', filters.ownerId);
  return query.orderBy('starts_at').orderBy('id').limit(rangeCap).execute() as Promise<AppointmentRow[]>;
}

/** Spec 001 §4: scheduled and starting after now, soonest first (appointments_upcoming_idx). */
export function listUpcoming(db: Db, limit: number, contactId: string | undefined, viewer: Viewer | null) {
  let query = db
    .selectFrom('appointments')
    .select(appointmentColumns)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', sql<Date>`now()`)
    .where(visibleTo(viewer));
  if (contactId) query = query.where('contact_id', '=', contactId);
  return query.orderBy('starts_at').orderBy('id').limit(limit).execute() as Promise<AppointmentRow[]>;
}

export const findAppointment = (db: Db, id: string, viewer: Viewer | null, { lock = false } = {}) => {
  const query = db
    .selectFrom('appointments')
    .select(appointmentColumns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<AppointmentRow | undefined>;
};

export const insertAppointment = (db: Db, values: Insertable<AppointmentsTable>) =>
  db
    .insertInto('appointments')
    .values(values)
    .returning(appointmentColumns)
    .executeTakeFirstOrThrow() as Promise<AppointmentRow>;

export const updateAppointment = (db: Db, id: string, values: Updateable<AppointmentsTable>) =>
  db
    .updateTable('appointments')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(appointmentColumns)
    .executeTakeFirstOrThrow() as Promise<AppointmentRow>;

export const softDeleteAppointment = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('appointments')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer))
    .returning(['id', 'deleted_at'])
    .executeTakeFirst();

/** Undo of a delete, possible for 30 days. */
export const restoreAppointment = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('appointments')
    .set({ deleted_at: null, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .where('deleted_at', '>', sql<Date>`now() - interval '30 days'`)
    .returning(appointmentColumns)
    .executeTakeFirst() as Promise<AppointmentRow | undefined>;
