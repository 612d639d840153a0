import { type Shutdown, startRounds } from '@smartcrm/kit';
import { claimSync, dueCalendars, findConnection, updateConnection } from './calendar-connection.repository';
import type { CalendarRuntime } from './calendar-runtime';
import { recordSyncFailure, syncCalendar } from './calendar-sync';

/**
 * Syncs every connected calendar each CALENDAR_SYNC_INTERVAL_MS, one at a time on this instance;
 * a calendar is synced by one instance at a time (a lease in its row, so a stopped instance's
 * calendar is taken over once the lease runs out). `syncNow` syncs one at once.
 */
export function startCalendarSyncLoop(rt: CalendarRuntime, shutdown: Shutdown) {
  const interval = rt.config.CALENDAR_SYNC_INTERVAL_MS;
  const leaseMs = Math.max(60_000, rt.config.CALENDAR_REQUEST_TIMEOUT_MS * 8);

  /** Returns the sync's error, if it failed (recorded on the connection too). */
  async function syncOne(tenantId: string, id: string): Promise<unknown> {
    const row = await rt.uow.withTenant(tenantId, (trx) => claimSync(trx, id, leaseMs));
    if (!row) return null;
    try {
      await syncCalendar(rt, row);
      await rt.uow.withTenant(tenantId, (trx) => updateConnection(trx, id, { sync_lease_until: null }));
      return null;
    } catch (error) {
      rt.log.warn({ err: error, calendarId: id }, 'calendar sync failed; the next interval tries again');
      await recordSyncFailure(rt, row, error);
      return error;
    }
  }

  const rounds = startRounds({
    name: 'calendar sync loop',
    everyMs: Math.min(interval, 5000),
    shutdown,
    round: async (stopping) => {
      try {
        for (const { tenant_id: tenantId, id } of await dueCalendars(rt.db, interval)) {
          if (stopping()) break;
          await syncOne(tenantId, id);
        }
      } catch (error) {
        rt.log.warn({ err: error }, 'calendar sync round failed; retrying');
      }
    },
  });

  return {
    /** Syncs the calendar now (after the round in progress), whatever its interval. */
    async syncNow(tenantId: string, id: string) {
      await rounds.settled();
      const exists = await rt.uow.read(tenantId, (db) => findConnection(db, id));
      return exists ? syncOne(tenantId, id) : null;
    },
  };
}
