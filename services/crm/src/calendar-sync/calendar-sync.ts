import { replaceBusy } from './calendar-busy.repository';
import { type CalendarConnectionRow, updateConnection } from './calendar-connection.repository';
import { type CalendarRuntime, calDavOf, failureText } from './calendar-runtime';
import { writeAppointment } from './calendar-writer';
import { outOfStep } from './calendar-written.repository';
import { type RemoteBusy, remoteBusy } from './remote-busy';

const dayMs = 86_400_000;
/** How far the calendar is read: what booking pages and /calendar can ask about. */
const readBehindDays = 1;
const readAheadDays = 370;

/**
 * One sync of a calendar: first the CRM's appointments it lacks or holds old versions of are
 * written (catching up on missed events and a calendar just connected), then, when its CTag
 * moved, its events of the window are read again and replace the busy times kept from it. An
 * object the server sends that is not valid iCalendar is skipped and named in the status.
 */
export async function syncCalendar(rt: CalendarRuntime, row: CalendarConnectionRow): Promise<void> {
  const now = Date.now();
  const window = { from: new Date(now - readBehindDays * dayMs), to: new Date(now + readAheadDays * dayMs) };
  const due = await rt.uow.read(row.tenant_id, (db) => outOfStep(db, row, window.from));
  for (const appointmentId of due) await writeAppointment(rt, row.tenant_id, appointmentId);

  const dav = calDavOf(rt, row);
  const ctag = await dav.ctag(row.calendar_url);
  if (ctag !== null && ctag === row.ctag) {
    await rt.uow.withTenant(row.tenant_id, (trx) =>
      updateConnection(trx, row.id, { status: 'connected', last_error: null, last_synced_at: new Date() }),
    );
    return;
  }
  const objects = await dav.eventsBetween(row.calendar_url, window.from, window.to);
  const busy: RemoteBusy[] = [];
  const unreadable: string[] = [];
  for (const object of objects) {
    try {
      busy.push(...remoteBusy(object.data, window));
    } catch (error) {
      unreadable.push(object.url);
      rt.log.warn({ err: error, url: object.url }, 'a calendar object is not valid iCalendar; skipped');
    }
  }
  const note = unreadable.length
    ? `${unreadable.length} event(s) could not be read (not valid iCalendar): ${unreadable.slice(0, 3).join(', ')}`
    : null;
  await rt.uow.withTenant(row.tenant_id, async (trx) => {
    await replaceBusy(trx, row, busy);
    await updateConnection(trx, row.id, {
      ctag,
      status: 'connected',
      last_error: note,
      last_synced_at: new Date(),
    });
  });
}

/** Records a failed sync on the connection; the busy times read before stay until the next good one. */
export const recordSyncFailure = (rt: CalendarRuntime, row: CalendarConnectionRow, error: unknown) =>
  rt.uow.withTenant(row.tenant_id, (trx) =>
    updateConnection(trx, row.id, {
      status: 'failing',
      last_error: failureText(error),
      last_synced_at: new Date(),
      sync_lease_until: null,
    }),
  );
