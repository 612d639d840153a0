import { z } from 'zod';
import { Ack } from '../common/ack';
import {
  CalendarConnection,
  CalendarConnectionDraft,
  CalendarConnectionList,
  ExternalBusyList,
  ExternalBusyQuery,
} from './calendar-sync.schema';

const byId = z.object({ id: z.uuid() });

/** How long a caller of connect or sync waits: discovery and a sync each talk to the CalDAV server. */
export const calendarSignInWaitMs = 30_000;

/** Calendar sync (crm answers): each user's own calendar over CalDAV. */
export const calendarSyncRpcMethods = {
  /**
   * Discovers the calendar with the credentials and keeps it only when the server accepts them
   * (a refusal: bad_input naming `password`; an unreachable server: naming `url`). One calendar a
   * user: connecting again replaces it.
   */
  'crm.calendar_sync.connect': { request: CalendarConnectionDraft, reply: CalendarConnection },
  'crm.calendar_sync.list': { request: z.object({}), reply: CalendarConnectionList },
  /** Reads the calendar and writes the CRM's appointments now instead of at the next interval. */
  'crm.calendar_sync.sync': { request: byId, reply: CalendarConnection },
  /** Forgets the calendar, its password and the busy times read from it (the remote side is left as it is). */
  'crm.calendar_sync.disconnect': { request: byId, reply: Ack },
  'crm.calendar_sync.busy': { request: ExternalBusyQuery, reply: ExternalBusyList },
} as const;
