import { AppError } from '@smartcrm/contracts';
import type { EndpointGuard } from '@smartcrm/kit';
import {
  createDAVClient,
  type DAVCalendar,
  deleteObject,
  fetchCalendarObjects,
  isCollectionDirty,
  updateObject,
} from 'tsdav';
import { fieldError } from '../links/field-error';

/** What it takes to reach a user's calendar (the password already opened). */
export interface CalDavAccess {
  serverUrl: string;
  username: string;
  password: string;
}

export interface CalDavOptions {
  /** Keeps the server off the platform's own network; its fetch makes every request. */
  guard: EndpointGuard;
  timeoutMs: number;
}

export interface RemoteObject {
  url: string;
  etag: string | null;
  data: string;
}

const calendarContentType = 'text/calendar; charset=utf-8';

/** The words a user can act on for a failed CalDAV exchange, naming the field to fix. */
export function calDavError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/\b401\b|Invalid credentials|Unauthorized/i.test(message)) {
    return fieldError('password', 'the calendar server refused the user name or password (use an app password)');
  }
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  const reason =
    error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : (cause ?? message);
  return fieldError('url', `could not reach the calendar server: ${reason}`);
}

/**
 * A user's CalDAV account through tsdav: discovery (well-known, principal, calendar home) when a
 * calendar is connected, then time-range reports and single-object writes on the kept calendar
 * address. Every request goes through the endpoint guard, with a time-out of its own.
 */
export function calDav(access: CalDavAccess, { guard, timeoutMs }: CalDavOptions) {
  const fetch = ((input: string | URL, init?: RequestInit) =>
    guard.fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })) as typeof globalThis.fetch;
  const credentials = { username: access.username, password: access.password };
  // Basic auth in UTF-8 (RFC 7617): a name or password beyond Latin-1 is sent, not a crash.
  const basic = Buffer.from(`${access.username}:${access.password}`, 'utf8').toString('base64');
  const headers = { authorization: `Basic ${basic}` };
  const failed = (what: string, reply: Response) =>
    new Error(`${what} ${reply.url} answered ${reply.status} ${reply.statusText}`);

  return {
    /** Signs in and finds the calendar at the given address, or the account's first calendar of events. */
    async discover(): Promise<DAVCalendar> {
      try {
        await guard.check(access.serverUrl);
        const client = await createDAVClient({
          serverUrl: access.serverUrl,
          credentials,
          authMethod: 'Custom',
          authFunction: async () => headers,
          defaultAccountType: 'caldav',
          fetch,
        });
        const calendars = await client.fetchCalendars();
        const withEvents = calendars.filter((c) => !c.components || c.components.includes('VEVENT'));
        const path = (url: string) => new URL(url, access.serverUrl).pathname.replace(/\/?$/, '/');
        const found = withEvents.find((c) => path(c.url) === path(access.serverUrl)) ?? withEvents[0];
        if (!found) throw fieldError('url', 'the account has no calendar of events at this server');
        return found;
      } catch (error) {
        throw calDavError(error);
      }
    },

    /** The calendar's change tag (CTag): unchanged, nothing in it changed. */
    async ctag(calendarUrl: string): Promise<string | null> {
      const { newCtag } = await isCollectionDirty({ collection: { url: calendarUrl }, headers, fetch });
      return newCtag ?? null;
    },

    /** Every event object with an occurrence overlapping [from, to) (a time-range REPORT). */
    async eventsBetween(calendarUrl: string, from: Date, to: Date): Promise<RemoteObject[]> {
      const objects = await fetchCalendarObjects({
        calendar: { url: calendarUrl },
        timeRange: { start: from.toISOString(), end: to.toISOString() },
        headers,
        fetch,
      });
      return objects
        .filter((o) => typeof o.data === 'string')
        .map((o) => ({ url: o.url, etag: o.etag ?? null, data: o.data as string }));
    },

    /** Writes one object at its address (created or replaced); its new ETag when the server says it. */
    async put(url: string, ics: string): Promise<string | null> {
      const reply = await updateObject({
        url,
        data: ics,
        headers: { ...headers, 'content-type': calendarContentType },
        fetch,
      });
      if (!reply.ok) throw failed('PUT', reply);
      return reply.headers.get('etag');
    },

    /** Removes one object; one already gone is fine. */
    async remove(url: string): Promise<void> {
      const reply = await deleteObject({ url, headers, fetch });
      if (!reply.ok && reply.status !== 404) throw failed('DELETE', reply);
    },
  };
}
export type CalDav = ReturnType<typeof calDav>;
