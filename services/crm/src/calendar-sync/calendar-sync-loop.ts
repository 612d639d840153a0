import { type Shutdown, startSyncSlots } from '@smartcrm/kit';
import { claimSync, dueCalendars, updateConnection } from './calendar-connection.repository';
import type { CalendarRuntime } from './calendar-runtime';
import { recordSyncFailure, syncCalendar } from './calendar-sync';

/**
 * Syncs every connected calendar each CALENDAR_SYNC_INTERVAL_MS, CALENDAR_SYNC_CONCURRENCY at a
 * time on this instance (kit's sync slots: a slow server holds up its own calendar only); a
 * calendar is synced by one instance at a time (a lease in its row, so a stopped instance's
 * calendar is taken over once the lease runs out). `syncNow` syncs one at once.
 */
export function startCalendarSyncLoop(rt: CalendarRuntime, shutdown: Shutdown) {
  const interval = rt.config.CALENDAR_SYNC_INTERVAL_MS;
  const leaseMs = Math.max(60_000, rt.config.CALENDAR_REQUEST_TIMEOUT_MS * 8);

  /** A failed sync is recorded on the connection, whose status the owner sees. */
  async function syncLeased(tenantId: string, id: string) {
    const row = await rt.uow.withTenant(tenantId, (trx) => claimSync(trx, id, leaseMs));
    if (!row) return;
    try {
      await syncCalendar(rt, row);
      await rt.uow.withTenant(tenantId, (trx) => updateConnection(trx, id, { sync_lease_until: null }));
    } catch (error) {
      rt.log.warn({ err: error, calendarId: id }, 'calendar sync failed; the next interval tries again');
      await recordSyncFailure(rt, row, error);
    }
  }

  const slots = startSyncSlots({
    name: 'calendar sync',
    everyMs: Math.min(interval, 5000),
    concurrency: rt.config.CALENDAR_SYNC_CONCURRENCY,
    shutdown,
    log: rt.log,
    due: async () => (await dueCalendars(rt.db, interval)).map((c) => ({ tenantId: c.tenant_id, id: c.id })),
    sync: syncLeased,
  });

  // A calendar gone by the time its sync starts is not claimed: syncNow needs no look first.
  return { syncNow: slots.syncNow };
}
