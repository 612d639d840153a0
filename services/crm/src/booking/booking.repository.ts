import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { BookingsTable } from './booking.table';

type Db = Kysely<CrmDb>;

const columns = [
  'id',
  'meeting_type_id',
  'appointment_id',
  'contact_id',
  'host_user_id',
  'starts_at',
  'ends_at',
  'status',
  'name',
  'email',
  'time_zone',
  'token',
] as const;

export const findBookingByToken = (db: Db, token: string, { lock = false } = {}) => {
  const query = db.selectFrom('bookings').select(columns).where('token', '=', token);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBookingByToken>>>;

export const insertBooking = (db: Db, values: Insertable<BookingsTable>) =>
  db.insertInto('bookings').values(values).returning(columns).executeTakeFirstOrThrow();

export const updateBooking = (db: Db, id: string, values: Updateable<BookingsTable>) =>
  db
    .updateTable('bookings')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();

/** Confirmed bookings of one meeting type per host day in [fromDay, toDay], for its daily limit. */
export async function bookedPerDay(db: Db, meetingTypeId: string, fromDay: string, toDay: string, except?: string) {
  let query = db
    .selectFrom('bookings')
    .select([sql<string>`host_day::text`.as('day'), sql<number>`count(*)::int`.as('count')])
    .where('meeting_type_id', '=', meetingTypeId)
    .where('status', '=', 'confirmed')
    .where('host_day', '>=', fromDay)
    .where('host_day', '<=', toDay)
    .groupBy('host_day');
  if (except) query = query.where('id', '!=', except);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.day, row.count]));
}

/**
 * Serialises bookings of one host until the transaction ends: two visitors racing for the same
 * time both read the host's calendar only after the other's booking is committed or gone.
 */
export const lockHost = (db: Db, hostUserId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('crm.bookings'), hashtext(${hostUserId}))`.execute(db);
