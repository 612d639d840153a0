import { createEndpointGuard, createSecretBox, type ServiceDeps } from '@smartcrm/kit';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { createCalendarConnectionService } from './calendar-connection.service';
import type { CalendarRuntime } from './calendar-runtime';
import { calendarSyncHandlers } from './calendar-sync.handlers';
import { startCalendarSyncLoop } from './calendar-sync-loop';
import { startCalendarWriteConsumers } from './calendar-write.consumers';

/**
 * Calendar sync over CalDAV: users' calendars (connected with an app password, kept sealed), the
 * CRM's appointments written to them after each change, and their events read back as busy time.
 */
export async function startCalendarSync({ config, log, db, uow, nc, shutdown }: ServiceDeps<CrmDb, CrmConfig>) {
  const guard = createEndpointGuard(config.CALENDAR_PRIVATE_HOSTS, { field: 'url', what: 'the calendar server' });
  shutdown.add('calendar endpoint guard', () => guard.close());
  const rt: CalendarRuntime = {
    config,
    log,
    db,
    uow,
    box: createSecretBox(config.CALENDAR_SECRET),
    caldav: { guard, timeoutMs: config.CALENDAR_REQUEST_TIMEOUT_MS },
  };
  const { syncNow } = startCalendarSyncLoop(rt, shutdown);
  await startCalendarWriteConsumers(nc, rt, shutdown);
  return calendarSyncHandlers(createCalendarConnectionService(rt, syncNow));
}
