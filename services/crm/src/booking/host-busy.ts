import { type Kysely, sql } from 'kysely';
import { calendarBusyOf } from '../calendar-sync/calendar-busy.repository';
import type { CrmDb } from '../db/schema';
import type { Busy } from './slots';

type Db = Kysely<CrmDb>;

/** One place a host's taken times come from: the CRM's appointments, their synced calendar. */
export type BusySource = (db: Db, host: BusyQuery) => Promise<Busy[]>;

export interface BusyQuery {
  hostUserId: string;
  from: Date;
  to: Date;
  /** The appointment being moved: not in its own way. */
  exceptAppointmentId?: string | undefined;
}

/** The host's live, scheduled CRM appointments (an open-ended one holds its first half hour). */
export const appointmentBusy: BusySource = async (db, { hostUserId, from, to, exceptAppointmentId }) => {
  let query = db
    .selectFrom('appointments')
    .select(['starts_at as start', sql<Date>`coalesce(ends_at, starts_at + interval '30 minutes')`.as('end')])
    .where('owner_id', '=', hostUserId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'scheduled')
    .where('starts_at', '<', to)
    .where(sql<boolean>`coalesce(ends_at, starts_at + interval '30 minutes') > ${from}`);
  if (exceptAppointmentId) query = query.where('id', '!=', exceptAppointmentId);
  return query.execute();
};

/** The host's connected calendar's events, as the last sync read them (the CRM's own left out). */
export const calendarBusy: BusySource = (db, { hostUserId, from, to }) => calendarBusyOf(db, hostUserId, from, to);

const sources: readonly BusySource[] = [appointmentBusy, calendarBusy];

/** Every taken time of the host overlapping [from, to), from all sources. */
export async function hostBusy(db: Db, query: BusyQuery): Promise<Busy[]> {
  const busy: Busy[] = [];
  for (const source of sources) busy.push(...(await source(db, query)));
  return busy;
}
