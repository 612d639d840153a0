import { AppError } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { type CalDavServer, startCalDavServer } from '../../support/caldav-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** 20261128T090000Z, as iCalendar writes an instant. */
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** crm alone against a real CalDAV server (Radicale): a user's calendar kept in step both ways. */
describe('calendar sync over CalDAV (service level)', () => {
  let crm: Crm;
  let caldav: CalDavServer;
  const tenant = crypto.randomUUID();
  const host = contextOf(tenant, { userId: crypto.randomUUID() });
  const visitor = { ...host, actor: null };
  const alice = () => caldav.users[0]!;
  const remoteObject = (appointmentId: string) => caldav.request(alice(), `${appointmentId}.ics`);

  beforeAll(async () => {
    caldav = await startCalDavServer(['alice']);
    crm = (await startServiceForTest(crmService, {
      CALENDAR_PRIVATE_HOSTS: '127.0.0.1',
      CALENDAR_SYNC_INTERVAL_MS: '1000',
    })) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { userId, role, email } = host.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: 'Hana Host' });
    await eventually(async () => (await crm.call('crm.members.list', {}, host)).items.length === 1);
  });
  afterAll(async () => {
    await crm?.stop();
    await caldav?.stop();
  });

  it('refuses a wrong password naming the field, and keeps nothing', async () => {
    const refused = await crm
      .call('crm.calendar_sync.connect', { url: caldav.url, username: 'alice', password: 'wrong' }, host)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('bad_input');
    expect((refused as AppError).details).toMatchObject({ field: 'password' });
    expect((await crm.call('crm.calendar_sync.list', {}, host)).items).toEqual([]);
  });

  it('connects, then writes each appointment to the calendar and keeps it in step', async () => {
    const { username, password, calendarUrl } = alice();
    const connected = await crm.call('crm.calendar_sync.connect', { url: caldav.url, username, password }, host);
    expect(connected).toMatchObject({ status: 'connected', calendarUrl, calendarName: 'Work', username });

    const startsAt = new Date(Math.ceil(Date.now() / hourMs) * hourMs + 2 * dayMs);
    const appointment = await crm.call(
      'crm.appointments.create',
      {
        title: 'Demo for Acme',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + hourMs).toISOString(),
      },
      host,
    );
    await eventually(async () => (await remoteObject(appointment.id)).status === 200);
    const written = await (await remoteObject(appointment.id)).text();
    expect(written).toContain(`UID:${appointment.id}@smartcrm`);
    expect(written).toContain(`DTSTART:${icsTime(startsAt)}`);
    expect(written).toContain('SUMMARY:Demo for Acme');

    const later = new Date(startsAt.getTime() + 3 * hourMs);
    await crm.call(
      'crm.appointments.update',
      {
        id: appointment.id,
        patch: {
          startsAt: later.toISOString(),
          endsAt: new Date(later.getTime() + hourMs).toISOString(),
          version: appointment.version,
        },
      },
      host,
    );
    await eventually(async () =>
      (await (await remoteObject(appointment.id)).text()).includes(`DTSTART:${icsTime(later)}`),
    );

    // Read back, the CRM's own event is not a busy block of its own (no duplicate of the appointment).
    await crm.call('crm.calendar_sync.sync', { id: connected.id }, host);
    const busy = await crm.call(
      'crm.calendar_sync.busy',
      { from: new Date().toISOString(), to: new Date(Date.now() + 30 * dayMs).toISOString() },
      host,
    );
    expect(busy.items).toEqual([]);

    await crm.call('crm.appointments.delete', { id: appointment.id }, host);
    await eventually(async () => (await remoteObject(appointment.id)).status === 404);
  });

  it('blocks a booking page slot with an event added directly in the calendar', async () => {
    await crm.call(
      'crm.meeting_types.create',
      {
        name: 'Intro call',
        slug: 'intro',
        durationMinutes: 30,
        minimumNoticeHours: 0,
        maximumDaysAhead: 30,
        hostUserId: host.actor!.userId,
        timeZone: 'UTC',
        availability: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
          weekday,
          start: '09:00',
          end: '11:00',
        })),
        questions: [],
      },
      host,
    );
    const day = new Date(Date.now() + 3 * dayMs).toISOString().slice(0, 10);
    const slotStarts = async () => {
      const reply = await crm.call(
        'crm.bookings.slots',
        { slug: 'intro', query: { from: day, to: day, timeZone: 'UTC' } },
        visitor,
      );
      return reply.days.flatMap((d) => d.slots.map((s) => s.startsAt));
    };
    const nine = `${day}T09:00:00.000Z`;
    expect(await slotStarts()).toContain(nine);

    // The dentist at 09:00 UTC, written by another client.
    const event = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//another client//EN',
      'BEGIN:VEVENT',
      'UID:dentist-1@elsewhere.test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${icsTime(new Date(nine))}`,
      `DTEND:${icsTime(new Date(new Date(nine).getTime() + 45 * 60_000))}`,
      'SUMMARY:Dentist',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const put = await caldav.request(alice(), 'dentist-1.ics', {
      method: 'PUT',
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: event,
    });
    expect(put.status).toBe(201);

    await eventually(async () => !(await slotStarts()).includes(nine), 15_000);
    const after = await slotStarts();
    expect(after).not.toContain(`${day}T09:30:00.000Z`);
    expect(after).toContain(`${day}T10:00:00.000Z`);
    const busy = await crm.call(
      'crm.calendar_sync.busy',
      { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.000Z` },
      host,
    );
    expect(busy.items).toEqual([
      { startsAt: nine, endsAt: `${day}T09:45:00.000Z`, title: 'Dentist', calendarName: 'Work' },
    ]);
    const [connection] = (await crm.call('crm.calendar_sync.list', {}, host)).items;
    expect(connection).toMatchObject({ status: 'connected', lastError: null, upcomingBusy: 1 });
  });

  it('forgets the calendar and its busy times on disconnect', async () => {
    const [connection] = (await crm.call('crm.calendar_sync.list', {}, host)).items;
    await crm.call('crm.calendar_sync.disconnect', { id: connection!.id }, host);
    expect((await crm.call('crm.calendar_sync.list', {}, host)).items).toEqual([]);
    const busy = await crm.call(
      'crm.calendar_sync.busy',
      { from: new Date().toISOString(), to: new Date(Date.now() + 30 * dayMs).toISOString() },
      host,
    );
    expect(busy.items).toEqual([]);
  });
});
