import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import {
  type CalendarConnectionRow,
  findConnection,
  ownConnections,
  updateConnection,
} from './calendar-connection.repository';
import { type CalendarRuntime, calDavOf, failureText } from './calendar-runtime';
import { forgetWritten, recordWritten, writtenCopies } from './calendar-written.repository';
import { eventIcs } from './ical-event';

const halfHourMs = 30 * 60_000;

const appointmentOf = (db: Kysely<CrmDb>, id: string) =>
  db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
type Appointment = NonNullable<Awaited<ReturnType<typeof appointmentOf>>>;

const shown = (a: Appointment | undefined): a is Appointment & { owner_id: string } =>
  !!a && a.deleted_at === null && a.status === 'scheduled' && a.owner_id !== null;

/** The object's address in the calendar: one per appointment, so writing again replaces it. */
export const hrefOf = (calendarUrl: string, appointmentId: string) =>
  new URL(`${appointmentId}.ics`, calendarUrl.replace(/\/?$/, '/')).toString();

const icsOf = (a: Appointment) =>
  eventIcs({
    appointmentId: a.id,
    title: a.title,
    description: a.description,
    startsAt: a.starts_at,
    endsAt: a.ends_at ?? new Date(a.starts_at.getTime() + halfHourMs),
    location: a.location,
    url: a.meeting_url,
    sequence: a.version,
  });

/**
 * Brings the owner's calendar in step with one appointment: written (PUT at its own address
 * with its UID) while it is scheduled, removed when it is cancelled, deleted or handed to
 * another owner. Idempotent: a version already written is not written again, so redelivered
 * events and the sync loop's catch-up cost nothing. A remote failure is recorded on the
 * connection and thrown; the appointment itself is never touched.
 */
export async function writeAppointment(rt: CalendarRuntime, tenantId: string, appointmentId: string) {
  const { appointment, copies, connections } = await rt.uow.read(tenantId, async (db) => {
    const appointment = await appointmentOf(db, appointmentId);
    return {
      appointment,
      copies: await writtenCopies(db, appointmentId),
      connections: appointment?.owner_id ? await ownConnections(db, appointment.owner_id) : [],
    };
  });
  const keep = shown(appointment) ? appointment : null;
  for (const copy of copies.filter((c) => !keep || c.owner_id !== keep.owner_id)) {
    const connection = await rt.uow.read(tenantId, (db) => findConnection(db, copy.connection_id));
    if (connection) await remoteStep(rt, connection, () => calDavOf(rt, connection).remove(copy.href));
    await rt.uow.withTenant(tenantId, (trx) => forgetWritten(trx, copy.connection_id, appointmentId));
  }
  const [connection] = connections;
  if (!keep || !connection) return;
  const written = copies.find((c) => c.connection_id === connection.id);
  if (written && written.version >= keep.version) return;
  const href = hrefOf(connection.calendar_url, keep.id);
  const etag = await remoteStep(rt, connection, () => calDavOf(rt, connection).put(href, icsOf(keep)));
  await rt.uow.withTenant(tenantId, (trx) =>
    recordWritten(trx, {
      tenant_id: tenantId,
      connection_id: connection.id,
      appointment_id: keep.id,
      href,
      etag,
      version: keep.version,
    }),
  );
}

/** One remote exchange: a failure marks the connection failing (with why) and is thrown on. */
async function remoteStep<T>(rt: CalendarRuntime, connection: CalendarConnectionRow, step: () => Promise<T>) {
  try {
    return await step();
  } catch (error) {
    await rt.uow.withTenant(connection.tenant_id, (trx) =>
      updateConnection(trx, connection.id, { status: 'failing', last_error: failureText(error) }),
    );
    throw error;
  }
}
