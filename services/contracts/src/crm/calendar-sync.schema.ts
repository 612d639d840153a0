import { z } from 'zod';
import { IsoDateTime } from '../common/ids';

/**
 * What a user enters to connect a calendar over CalDAV: the server's address (or the calendar's
 * own), the account and an app password. Discovered before it is kept.
 */
export const CalendarConnectionDraft = z.object({
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address of the CalDAV server or calendar' }).max(2000),
  username: z.string().trim().min(1, 'name the account').max(320),
  password: z.string().min(1, 'enter the app password').max(1000),
});
export type CalendarConnectionDraft = z.input<typeof CalendarConnectionDraft>;

export const CalendarConnectionStatus = z.enum(['connected', 'failing']);

/** A connected calendar as its owner sees it; the password never leaves the service. */
export const CalendarConnection = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  serverUrl: z.string(),
  calendarUrl: z.string(),
  calendarName: z.string(),
  username: z.string(),
  status: CalendarConnectionStatus,
  lastError: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** Busy blocks read from the calendar that are now or later. */
  upcomingBusy: z.number().int(),
  /** The CRM's appointments written to the calendar. */
  appointmentsWritten: z.number().int(),
  createdAt: z.string(),
});
export type CalendarConnection = z.infer<typeof CalendarConnection>;

export const CalendarConnectionList = z.object({ items: z.array(CalendarConnection) });

/** `GET /api/calendar-sync/busy`: the caller's busy blocks from their calendar overlapping [from, to). */
export const ExternalBusyQuery = z.object({ from: IsoDateTime, to: IsoDateTime });

/** A time the user's own calendar holds (read-only in the CRM). */
export const ExternalBusyBlock = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  title: z.string().nullable(),
  calendarName: z.string(),
});
export type ExternalBusyBlock = z.infer<typeof ExternalBusyBlock>;
export const ExternalBusyList = z.object({ items: z.array(ExternalBusyBlock) });
