import type { CalendarConnection } from '@smartcrm/contracts';
import type { CalendarConnectionRow } from './calendar-connection.repository';

export const toCalendarConnection = (
  row: CalendarConnectionRow,
  counts: { busy: number; written: number } = { busy: 0, written: 0 },
): CalendarConnection => ({
  id: row.id,
  ownerId: row.owner_id,
  serverUrl: row.server_url,
  calendarUrl: row.calendar_url,
  calendarName: row.calendar_name,
  username: row.username,
  status: row.status,
  lastError: row.last_error,
  lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  upcomingBusy: counts.busy,
  appointmentsWritten: counts.written,
  createdAt: row.created_at.toISOString(),
});
